import { siteFeeds } from '@linx/shared/feeds';

type FeedKey = (typeof siteFeeds)[number]['key'];

/**
 * Announces a list page's Atom feed to browsers and feed readers: React hoists the <link> into the
 * head, beside the Seo component's tags (docs/site.md §2, "Feeds, icons and security.txt").
 */
export const FeedLink = ({ feed }: { feed: FeedKey }) => {
  const { title, path } = siteFeeds.find((candidate) => candidate.key === feed)!;
  return <link rel="alternate" type="application/atom+xml" title={title} href={path} />;
};
