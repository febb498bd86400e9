import { cmsCalls, type CmsAnswers } from '@linx/shared/testing';
import { toCmsPage } from '../api/page-mappers';
import type { CmsPageSection } from '../api/page-types';
import { strapiPageFromSeed, type SectionEntries, type SeedPage } from './seeded-page';

/** The pages the CMS seeds (cms/src/seed/data/pages): what a fresh CMS publishes, read by the page tests. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the CMS's seed data is CommonJS
const seededPages = require('../../../cms/src/seed/data/pages') as SeedPage[];

/** The seeded page at `path` ("/servicios/seo"). */
export const seededPage = (path: string): SeedPage => {
  const page = seededPages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`The CMS seeds no page at ${path}`);
  return page;
};

/** A fake CMS's answer to the page read of `path`: the seeded page, as a fresh CMS publishes it. */
export const seededPageAnswer = (path: string, entries?: SectionEntries): CmsAnswers => ({
  [cmsCalls.page.replace(':path', path.slice(1))]: [strapiPageFromSeed(seededPage(path), entries)],
});

/** The first section of `type` on the seeded page at `path`, as the site's view model (for a section's own tests). */
export const seededSection = <T extends CmsPageSection['type']>(path: string, type: T) => {
  const section = toCmsPage(strapiPageFromSeed(seededPage(path))).sections.find((candidate) => candidate.type === type);
  if (!section) throw new Error(`The CMS seeds no ${type} section on ${path}`);
  return section as Extract<CmsPageSection, { type: T }>;
};
