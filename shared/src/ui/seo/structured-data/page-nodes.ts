import type { BreadcrumbList, WebPage } from 'schema-dts';
import type { PageLabel } from '../../../api/page-labels/page-labels';
import { sitePages } from '../../../routes';
import { absoluteUrl, nodeIds, SITE_LANGUAGE } from './site-nodes';

/** What kind of page a URL is: schema.org's WebPage or one of its subtypes. */
export type WebPageKind = 'WebPage' | 'AboutPage' | 'ContactPage' | 'CollectionPage';

export interface PageFacts {
  kind: WebPageKind;
  /** Absolute URL of the page. */
  url: string;
  name: string;
  description: string;
  /** The node the page is about (an article, a service), by `@id`. */
  mainEntity?: string;
}

export const webPageNode = ({ kind, url, name, description, mainEntity }: PageFacts): WebPage => ({
  '@type': kind,
  '@id': nodeIds.webPage(url),
  url,
  name,
  description,
  inLanguage: SITE_LANGUAGE,
  isPartOf: { '@id': nodeIds.website },
  ...(mainEntity ? { mainEntity: { '@id': mainEntity } } : {}),
});

/**
 * The root of every trail. The site's constant, the home's label in the CMS as seeded
 * (cms/src/seed/data/pages/home.js): articles and cases read no labels and start from it too.
 */
const HOME_LABEL = 'Inicio';

/**
 * The pages above a path that have a name, nearest last: the home, then each route of the list with a
 * `label` (/servicios, /blog) or page built in the CMS with one (`labels`: /sobre-nosotros), by address;
 * "/blog/x" → the home, then /blog.
 */
const parentPages = (path: string, labels: readonly PageLabel[]): { path: string; label: string }[] => {
  const segments = path.split('/').filter(Boolean);
  const above = segments.slice(0, -1).map((_, index) => `/${segments.slice(0, index + 1).join('/')}`);
  const labelOf = (parent: string): string | undefined =>
    (sitePages.find((page) => page.path === parent) as { label?: string } | undefined)?.label ??
    labels.find((page) => page.path === parent)?.label;
  return [
    { path: '/', label: HOME_LABEL },
    ...above.flatMap((parent) => {
      const label = labelOf(parent);
      return label ? [{ path: parent, label }] : [];
    }),
  ];
};

/** Home → the named pages above it → this page; none for the home itself. */
export const breadcrumbNode = (
  path: string,
  name: string,
  labels: readonly PageLabel[] = [],
): BreadcrumbList | undefined => {
  if (path === '/') return undefined;
  const url = absoluteUrl(path);
  const trail = [
    ...parentPages(path, labels).map((page) => ({ name: page.label, url: absoluteUrl(page.path) })),
    { name, url },
  ];
  return {
    '@type': 'BreadcrumbList',
    '@id': nodeIds.breadcrumbs(url),
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
};
