import { cmsPagePaths } from './cms-page-paths.cjs';
import { paths } from './paths';

/** The pages the CMS seeds (cms/src/seed/data/pages): what a fresh CMS publishes. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the CMS's seed data is CommonJS
const seededPages = require('../../../cms/src/seed/data/pages') as { path: string; noindex?: boolean }[];

describe('the pages built in the CMS the code links to', () => {
  it.each(cmsPagePaths.map((page) => [page.key, page.path]))('%s (%s) is a page the CMS seeds, public', (_, path) => {
    const page = seededPages.find((candidate) => candidate.path === path);
    expect(page).toBeDefined();
    expect(page?.noindex).not.toBe(true);
  });

  it('are typed keys of `paths`, beside the routes', () => {
    expect(paths.home).toBe('/');
    expect(paths.seo).toBe('/servicios/seo');
    expect(paths.about).toBe('/sobre-nosotros');
    expect(paths.services).toBe('/servicios');
  });
});
