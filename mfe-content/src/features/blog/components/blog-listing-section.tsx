import { AsyncState, Container, messages, Section, useArticles, useCategories } from '@linx/shared';
import { combineResources } from '../../../sections/combine-resources';
import { FeedLink } from '../../../sections/feed-link';
import { BlogListing } from './blog-listing';

/** Fetches articles and categories once; spinner, then the listing or the empty message (§8); announces the blog's feed. */
export const BlogListingSection = () => {
  const resource = combineResources(useArticles(), useCategories());
  return (
    <Section $tone="soft">
      <FeedLink feed="blog" />
      <Container>
        <AsyncState
          resource={resource}
          emptyMessage={messages.empty.articles}
          isEmpty={([articles]) => articles.length === 0}
        >
          {([articles, categories]) => <BlogListing articles={articles} categories={categories} />}
        </AsyncState>
      </Container>
    </Section>
  );
};
