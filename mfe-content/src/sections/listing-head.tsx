import { PageHero, Seo, type SeoProps } from '@linx/shared';
import { HeroArt } from './hero-art';

/** The copy of a listing page (blog, cases, materials): its metadata and its hero. */
export interface ListingCopy {
  seo: { title: string; description: string; keywords?: readonly string[] };
  hero: { eyebrow: string; title: string; lead: string };
}

export interface ListingHeadProps {
  copy: ListingCopy;
  path: string;
  /** The hero's artwork (an SVG of assets/illustrations). */
  art: string;
  /** The page's own structured-data nodes (docs/site.md §8b); the page is a CollectionPage. */
  nodes?: NonNullable<SeoProps['structuredData']>['nodes'];
}

/** The head of every listing page: its metadata as a CollectionPage and its compact hero. */
export const ListingHead = ({ copy, path, art, nodes }: ListingHeadProps) => (
  <>
    <Seo {...copy.seo} path={path} structuredData={{ kind: 'CollectionPage', nodes }} />
    <PageHero
      size="compact"
      eyebrow={copy.hero.eyebrow}
      title={copy.hero.title}
      lead={copy.hero.lead}
      media={<HeroArt src={art} />}
      hideMediaOnMobile
    />
  </>
);
