import { paths } from '../../shared/src/config/paths';
import { originOf } from './ports';

/** The first article slug and case id of the seeded CMS, for the two routes with a parameter. */
export const firstCmsEntries = async () => {
  const get = async (query: string) =>
    ((await (await fetch(`${originOf('cms')}/api/${query}`)).json()) as { data: Array<Record<string, unknown>> }).data;
  const [article] = await get('articles?fields[0]=slug&sort=id:asc');
  const [caseStudy] = await get('cases?fields[0]=title&sort=id:asc');
  return { slug: String(article.slug), id: String(caseStudy.id) };
};

export type PageKey = Exclude<keyof typeof paths, 'homeAlias'>;
/** Every page of the route table (the /home alias only redirects). */
export const pageKeys = (Object.keys(paths) as Array<keyof typeof paths>).filter(
  (key): key is PageKey => key !== 'homeAlias',
);

/** Pages marked noindex (the signature builder, the thank-you page). */
export const privatePageKeys: readonly PageKey[] = ['signatures', 'contactSuccess'];

/** Every page's URL, with the first article and case of the CMS for the routes with a parameter. */
export const routeUrls = async (): Promise<Record<PageKey, string>> => {
  const { slug, id } = await firstCmsEntries();
  return Object.fromEntries(
    pageKeys.map((key) => [key, paths[key].replace(':slug', slug).replace(':id', id)]),
  ) as Record<PageKey, string>;
};
