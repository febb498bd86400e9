import type { SeedPage } from '@linx/shared/testing';

/** The pages the CMS seeds (cms/src/seed/data/pages): what a fresh CMS publishes, read by the page tests. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the CMS's seed data is CommonJS
const seededPages = require('../../../cms/src/seed/data/pages') as SeedPage[];

/** The seeded page at `path` ("/servicios/seo"). */
export const seededPage = (path: string): SeedPage => {
  const page = seededPages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`The CMS seeds no page at ${path}`);
  return page;
};
