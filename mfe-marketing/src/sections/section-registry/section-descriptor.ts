import type { CmsCallName } from '@linx/shared';
import type { strapiFile, strapiImage } from '@linx/shared/testing';
import type {
  StrapiClientLogo,
  StrapiPartner,
  StrapiPodcastEpisode,
  StrapiSectionComponent,
  StrapiSectionOf,
  StrapiTeamMember,
} from '../../api/strapi-sections.generated';

/** What every section's view model has: its type (its CMS component's name) and a key unique in its page. */
export interface SectionModel {
  type: string;
  key: string;
  /**
   * Set by the page's mapping from the descriptor's `still`: on the page's HTML the section keeps its markup and
   * loads its view only when the visitor reaches for it (section-boundary.tsx).
   */
  still?: true;
}

/**
 * Everything the site knows about one section type of the CMS besides its view (src/sections/README.md, "Adding
 * a section type"): its component, how its fields become its view model, and the collection it shows. Its view
 * is `view.tsx` beside it (the mapping loads with the page's data, the views with the page's first render).
 */
export interface SectionDescriptor<C extends StrapiSectionComponent, S extends SectionModel> {
  /** Its component's uid in the CMS (cms/src/components/sections/<type>.json). */
  component: C;
  /**
   * Its view model from the CMS's fields, typed by the CMS's schema (src/api/strapi-sections.generated.ts);
   * throws `BrokenSection` (src/api/page-fields.ts) to leave the section out with a reason.
   */
  map: (raw: StrapiSectionOf<C>, key: string) => S;
  /**
   * The CMS collection it shows, by the call that reads it on its own (cms-reads.json): the page read brings its
   * entries inside the section (the component's `options.shows` in the CMS names the same, a test checks both).
   */
  read?: CmsCallName;
  /**
   * Whether a section is still: nothing in it moves or changes by itself (no rotation, carousel, video or
   * conversation played by script), its links and buttons are all it does. A still section's view loads when the
   * visitor reaches for it, not when it is seen (docs/performance.md, "Still parts"). Leave it out when
   * anything in the view runs on its own.
   */
  still?: boolean | ((section: S) => boolean);
}

export const sectionDescriptor = <C extends StrapiSectionComponent, S extends SectionModel>(
  descriptor: SectionDescriptor<C, S>,
): SectionDescriptor<C, S> => descriptor;

/** What a descriptor's fixture is made with (tests only): Media Library files and the collections' sample entries. */
export interface FixtureKit {
  image: typeof strapiImage;
  file: typeof strapiFile;
  entries: {
    'team-members': StrapiTeamMember[];
    partners: StrapiPartner[];
    'client-logos': StrapiClientLogo[];
    'podcast-episodes': StrapiPodcastEpisode[];
  };
}

/**
 * A sample section as the CMS answers it (every part and media populated), exported beside the descriptor as
 * `fixture`: the registry's tests map and render every type through its fixture. A function, so production
 * bundles leave it out.
 */
export type SectionFixture<C extends StrapiSectionComponent> = (kit: FixtureKit) => StrapiSectionOf<C>;
