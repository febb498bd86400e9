import { fillRoute, sitePages, type SitePageKey } from '../../shared/src/routes';
import { originOf } from './ports';

/** The first article slug, case id and campaign page of the seeded CMS, for the routes with a parameter. */
export const firstCmsEntries = async () => {
  const get = async (query: string) =>
    ((await (await fetch(`${originOf('cms')}/api/${query}`)).json()) as { data: Array<Record<string, unknown>> }).data;
  const [article] = await get('articles?fields[0]=slug&sort=id:asc');
  const [caseStudy] = await get('cases?fields[0]=title&sort=id:asc');
  const [campaign] = await get(
    'pages?filters[path][$startsWith]=/campanas/&fields[0]=path&fields[1]=updatedAt&fields[2]=noindex&pagination[pageSize]=1000&sort=id:asc',
  );
  return {
    slug: String(article.slug),
    id: String(caseStudy.id),
    campaign: String(campaign.path).replace('/campanas/', ''),
  };
};

/** A page of the route list (the /home alias only redirects, so it is none). */
export type PageKey = SitePageKey;
/** Every page of the route list (shared/src/routes/site-routes.cjs), in route order. */
export const pageKeys: readonly PageKey[] = sitePages.map((page) => page.key);

/** Pages marked noindex (the signature builder, the thank-you page). */
export const privatePageKeys: readonly PageKey[] = sitePages.filter((page) => page.noindex).map((page) => page.key);

/** Every page's URL, with the first article and case of the CMS for the routes with a parameter. */
export const routeUrls = async (): Promise<Record<PageKey, string>> => {
  const params = await firstCmsEntries();
  return Object.fromEntries(sitePages.map((page) => [page.key, fillRoute(page.path, params)])) as Record<
    PageKey,
    string
  >;
};
