import type { BreadcrumbList, WebPage } from 'schema-dts';
import { matchSitePage, sitePages } from '../../../routes';
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

/** The site pages above a path, nearest last: "/blog/x" → the home, then /blog (pages the site has). */
const parentPages = (path: string): { path: string; label: string }[] => {
  const segments = path.split('/').filter(Boolean);
  return ['/', ...segments.slice(0, -1).map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)]
    .map((parent) => sitePages.find((page) => page.path === parent) as { path: string; label?: string } | undefined)
    .filter(
      (page): page is { path: string; label: string } =>
        page?.label !== undefined && matchSitePage(page.path) !== undefined,
    );
};

/** Home → real parent pages → this page; none for the home itself. */
export const breadcrumbNode = (path: string, name: string): BreadcrumbList | undefined => {
  if (path === '/') return undefined;
  const url = absoluteUrl(path);
  const trail = [
    ...parentPages(path).map((page) => ({ name: page!.label, url: absoluteUrl(page!.path) })),
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
