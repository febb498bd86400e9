import fs from 'node:fs';
import path from 'node:path';
import cmsReads from '../api/cms/cms-reads.json';
import { cmsPagePaths } from '../config/cms-page-paths.cjs';
import { paths } from '../config/paths';
import { matchSitePage, routeParamNames, sitePages, siteRedirects } from '.';

const ROOT = path.resolve(__dirname, '../../..');
const remotes = [...new Set(sitePages.map((page) => page.remote))];

/** The page modules a remote's folder holds: src/exposes/*.tsx, tests aside. */
const exposedFiles = (remote: string): string[] =>
  fs
    .readdirSync(path.join(ROOT, `mfe-${remote}`, 'src/exposes'))
    .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
    .map((file) => `./src/exposes/${file}`)
    .sort();

/** The `exposes` the remote's webpack build gets. */
const federationExposes = (remote: string): Record<string, string> =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(path.join(ROOT, `mfe-${remote}`, 'module-federation.config.js')).exposes;

describe('the route list', () => {
  it('names each page and each URL once, the pages built in the CMS the code links to too', () => {
    const entries = [...sitePages, ...siteRedirects, ...cmsPagePaths];
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(entries.length);
    expect(new Set(entries.map((entry) => entry.path)).size).toBe(entries.length);
    for (const redirect of siteRedirects) expect(Object.keys(paths)).toContain(redirect.to);
  });

  it('keeps no route for a page built in the CMS: the last route serves each of them', () => {
    const last = sitePages.at(-1)!;
    expect(last).toMatchObject({ key: 'sectionsPage', path: '/*path', cmsReads: ['page', 'page-labels'] });
    for (const { path } of cmsPagePaths) expect(matchSitePage(path)?.route).toBe(last);
  });

  it('has every page below a page built in the CMS read the labels its breadcrumbs name', () => {
    const cmsAddresses = new Set<string>(cmsPagePaths.map((page) => page.path).filter((path) => path !== '/'));
    const above = (path: string) =>
      path
        .split('/')
        .slice(1, -1)
        .map((_, index, all) => `/${all.slice(0, index + 1).join('/')}`);
    const below = sitePages.filter((page) => above(page.path).some((parent) => cmsAddresses.has(parent)));
    expect(below.map((page) => page.key)).toEqual(['signatures']);
    for (const page of below) expect(page.cmsReads).toContain('page-labels');
  });

  it.each(remotes)('matches the page modules of the %s remote, one for one', (remote) => {
    const pages = sitePages.filter((page) => page.remote === remote);
    const exposes = federationExposes(remote);
    // A page without its module, or a module no page opens, fails here.
    expect(Object.keys(exposes).sort()).toEqual(pages.map((page) => `./${page.module}`).sort());
    expect(Object.values(exposes).sort()).toEqual(exposedFiles(remote));
  });

  it('names CMS reads that exist, with parameters the page has', () => {
    const calls: Record<string, { path: string; model: string }> = cmsReads.calls;
    for (const page of sitePages) {
      for (const read of page.cmsReads) {
        expect(calls).toHaveProperty([read]);
        // The page starter fills a call's ":name" from the page URL's parameter of that name.
        for (const name of routeParamNames(calls[read].path)) expect(routeParamNames(page.path)).toContain(name);
      }
    }
  });

  it('gives the sitemap a CMS collection for every page with parameters it lists', () => {
    for (const page of sitePages) {
      const dynamic = routeParamNames(page.path).length > 0;
      if (page.sitemap === 'cms-entries') expect(page).toHaveProperty('entriesOf');
      if (page.sitemap === 'cms-pages') {
        expect(routeParamNames(page.path)).toEqual(['page']);
        // The list's calls ask the CMS for pages of the size the sitemap and the renderer count with.
        const calls: Record<string, { path: string; model: string }> = cmsReads.calls;
        for (const read of page.cmsReads.filter((name) => calls[name].model !== 'category'))
          expect(calls[read].path).toContain(`pagination[pageSize]=${(page as { pageSize: number }).pageSize}`);
      }
      if (dynamic) expect(page.sitemap).not.toBe('static');
      else expect(['cms-entries', 'cms-pages']).not.toContain(page.sitemap);
    }
  });

  it('keeps noindex pages out of the sitemap', () => {
    for (const page of sitePages.filter((candidate) => candidate.noindex)) expect(page.sitemap).toBe('excluded');
  });
});
