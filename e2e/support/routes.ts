import { cmsPagePaths } from '../../shared/src/config/cms-page-paths.cjs';
import { fillRoute, matchSitePage, sitePages, type SitePageKey } from '../../shared/src/routes';
import { originOf } from './ports';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, shared with scripts/test.mjs
const { remoteOfApp } = require('./app-lanes.cjs') as { remoteOfApp: (folder: string) => string | null };

/**
 * The remote whose lane runs (`npm test -- --app mfe-catalogue` sets `E2E_APP`), or null: every route.
 * The shell's lane, like the whole suite, visits every route.
 */
const laneRemote = process.env.E2E_APP ? remoteOfApp(process.env.E2E_APP) : null;

/** Whether a path of the site belongs to the lane that runs (always, outside a remote's lane). */
export const inLane = (pathname: string): boolean =>
  laneRemote === null || matchSitePage(pathname)?.route.remote === laneRemote;

/** The fewest sitemap URLs a spec that reads them all expects: the whole site's, or one in a remote's lane. */
export const leastSitemapUrls = laneRemote === null ? 31 : 1;

/** An entry of the seeded CMS: its slug (its address) and title. */
export interface CmsEntry {
  slug: string;
  title: string;
}

const firstEntryOf = async (list: 'articles' | 'cases'): Promise<CmsEntry> => {
  const answer = await fetch(`${originOf('cms')}/api/${list}?fields[0]=slug&fields[1]=title&sort=id:asc`);
  const [entry] = ((await answer.json()) as { data: Array<Record<string, unknown>> }).data;
  return { slug: String(entry.slug), title: String(entry.title) };
};

/** The first page built from sections the seeded CMS publishes: its path after the first slash (the route's `*path`). */
const firstSectionsPage = async (): Promise<string> => {
  const answer = await fetch(`${originOf('cms')}/api/pages?fields[0]=path&sort=id:asc&pagination[pageSize]=100`);
  const pages = ((await answer.json()) as { data: Array<Record<string, unknown>> }).data.map((page) =>
    String(page.path),
  );
  // Not one the code links to (the home, /servicios/seo, …: visited by their own keys), a campaign say.
  const linked = new Set<string>(cmsPagePaths.map((entry) => entry.path));
  const page = pages.find((path) => !linked.has(path) && matchSitePage(path)?.route.key === 'sectionsPage');
  if (!page) throw new Error('The seeded CMS publishes no page at a path of its own');
  return page.slice(1);
};

/** The first article, case and page built from sections of the seeded CMS, for the routes with a parameter. */
export const firstCmsEntries = async () => ({
  articles: await firstEntryOf('articles'),
  cases: await firstEntryOf('cases'),
  pages: await firstSectionsPage(),
});

/**
 * The pages every spec visits: the pages built in the CMS the code links to (the home, the landing and service
 * pages, About, the podcast: shared/src/config/cms-page-paths.cjs, each a page the CMS seeds), then the route
 * list (shared/src/routes/site-routes.cjs) in route order, but for the lists' further pages
 * (`/blog/pagina/:page`), which exist only once the CMS holds more than a page of entries;
 * content-at-scale.spec.ts seeds them and checks them (the /home alias only redirects).
 */
const everyVisitedPage = [
  ...cmsPagePaths.map((page) => ({ ...page, remote: 'marketing', noindex: false })),
  ...sitePages.filter((page) => page.sitemap !== 'cms-pages'),
];
/** In a remote's lane, its own pages only: the specs that visit every route visit these. */
const visitedPages = everyVisitedPage.filter((page) => laneRemote === null || page.remote === laneRemote);
export type PageKey = Exclude<SitePageKey, 'blogPage'> | (typeof cmsPagePaths)[number]['key'];
export const pageKeys = visitedPages.map((page) => page.key) as readonly PageKey[];

/** Pages marked noindex (the signature builder, the thank-you page). */
export const privatePageKeys = visitedPages
  .filter((page) => page.noindex)
  .map((page) => page.key) as readonly PageKey[];

/**
 * The key of the page at `pathname`: a page built in the CMS the code links to by its own key (`seo`), any
 * other by its route's (`blogArticle`, `sectionsPage`); '' for a path no route opens.
 */
export const pageKeyOf = (pathname: string): string =>
  cmsPagePaths.find((page) => page.path === pathname)?.key ?? matchSitePage(pathname)?.route.key ?? '';

/** Every page's URL, with the first article, case and page built from sections of the CMS for the routes with a parameter. */
export const routeUrls = async (): Promise<Record<PageKey, string>> => {
  const entries = await firstCmsEntries();
  const paramsOf = (page: (typeof everyVisitedPage)[number]): Record<string, string> => {
    const list = 'entriesOf' in page ? page.entriesOf : undefined;
    if (list === 'pages') return { path: entries.pages };
    return list === 'articles' || list === 'cases' ? { slug: entries[list].slug } : {};
  };
  // Every page's URL, in a lane too: a spec may visit a page of another remote by its key.
  return Object.fromEntries(everyVisitedPage.map((page) => [page.key, fillRoute(page.path, paramsOf(page))])) as Record<
    PageKey,
    string
  >;
};
