import { fillRoute, sitePages, type SitePageKey } from '../../shared/src/routes';
import { originOf } from './ports';

/** The first article slug and case id of the seeded CMS, for the two routes with a parameter. */
export const firstCmsEntries = async () => {
  const get = async (query: string) =>
    ((await (await fetch(`${originOf('cms')}/api/${query}`)).json()) as { data: Array<Record<string, unknown>> }).data;
  const [article] = await get('articles?fields[0]=slug&sort=id:asc');
  const [caseStudy] = await get('cases?fields[0]=title&sort=id:asc');
  return { slug: String(article.slug), id: String(caseStudy.id) };
};

/**
 * The pages every spec visits: the route list (shared/src/routes/site-routes.cjs) in route order, but
 * for the lists' further pages (`/blog/pagina/:page`), which exist only once the CMS holds more than a
 * page of entries; content-at-scale.spec.ts seeds them and checks them (the /home alias only redirects).
 */
const visitedPages = sitePages.filter((page) => page.sitemap !== 'cms-pages');
export type PageKey = Exclude<SitePageKey, 'blogPage'>;
export const pageKeys = visitedPages.map((page) => page.key) as readonly PageKey[];

/** Pages marked noindex (the signature builder, the thank-you page). */
export const privatePageKeys = visitedPages
  .filter((page) => page.noindex)
  .map((page) => page.key) as readonly PageKey[];

/** Every page's URL, with the first article and case of the CMS for the routes with a parameter. */
export const routeUrls = async (): Promise<Record<PageKey, string>> => {
  const params = await firstCmsEntries();
  return Object.fromEntries(visitedPages.map((page) => [page.key, fillRoute(page.path, params)])) as Record<
    PageKey,
    string
  >;
};
