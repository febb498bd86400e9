import { fillRoute, sitePages, type SitePageKey } from '../../shared/src/routes';
import { originOf } from './ports';

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

/** The first article and case of the seeded CMS, for the two routes with a parameter (their slug). */
export const firstCmsEntries = async () => ({
  articles: await firstEntryOf('articles'),
  cases: await firstEntryOf('cases'),
});

/** A page of the route list (the /home alias only redirects, so it is none). */
export type PageKey = SitePageKey;
/** Every page of the route list (shared/src/routes/site-routes.cjs), in route order. */
export const pageKeys: readonly PageKey[] = sitePages.map((page) => page.key);

/** Pages marked noindex (the signature builder, the thank-you page). */
export const privatePageKeys: readonly PageKey[] = sitePages.filter((page) => page.noindex).map((page) => page.key);

/** Every page's URL, with the first article and case of the CMS for the routes with a parameter. */
export const routeUrls = async (): Promise<Record<PageKey, string>> => {
  const entries = await firstCmsEntries();
  const paramsOf = (page: (typeof sitePages)[number]): Record<string, string> => {
    const list = 'entriesOf' in page ? page.entriesOf : undefined;
    return list === 'articles' || list === 'cases' ? { slug: entries[list].slug } : {};
  };
  return Object.fromEntries(sitePages.map((page) => [page.key, fillRoute(page.path, paramsOf(page))])) as Record<
    PageKey,
    string
  >;
};
