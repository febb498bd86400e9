import { fillRoute, sitePages, siteRedirects } from '../routes';

type PathEntry = (typeof sitePages)[number] | (typeof siteRedirects)[number];
type Paths = { readonly [Entry in PathEntry as Entry['key']]: Entry['path'] };

/**
 * Every URL of the site by name, for menus, footer and links. Built from the route list
 * (shared/src/routes/site-routes.cjs), so a page added there is a typed key here.
 */
export const paths = Object.fromEntries(
  [...sitePages, ...siteRedirects].map((entry) => [entry.key, entry.path]),
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
