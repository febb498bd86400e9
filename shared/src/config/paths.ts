import { fillRoute, sitePages, siteRedirects } from '../routes';
import { cmsPagePaths } from './cms-page-paths.cjs';

type PathEntry = (typeof sitePages)[number] | (typeof siteRedirects)[number] | (typeof cmsPagePaths)[number];
type Paths = { readonly [Entry in PathEntry as Entry['key']]: Entry['path'] };

/**
 * Every URL of the site by name, for menus, footer and links: the route list's pages and redirects
 * (shared/src/routes/site-routes.cjs) and the pages built in the CMS the code links to
 * (shared/src/config/cms-page-paths.cjs), so a page added to either is a typed key here.
 */
export const paths = Object.fromEntries(
  [...sitePages, ...siteRedirects, ...cmsPagePaths].map((entry) => [entry.key, entry.path]),
) as Paths;

export type PathKey = keyof typeof paths;

export const blogArticlePath = (slug: string): string => fillRoute(paths.blogArticle, { slug });
/** A page of the blog's list: `/blog` for the first, `/blog/pagina/N` after it (docs/decisions.md 12). */
export const blogPagePath = (page: number): string =>
  page <= 1 ? paths.blog : fillRoute(paths.blogPage, { page: String(page) });
export const caseDetailPath = (slug: string): string => fillRoute(paths.caseDetail, { slug });

/** Anchor of the contact form; the consultancy helper lands here. */
export const CONTACT_FORM_ID = 'contact-form';
export const contactFormPath = `${paths.contact}#${CONTACT_FORM_ID}`;
