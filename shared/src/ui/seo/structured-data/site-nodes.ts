import type { Organization, WebSite } from 'schema-dts';
import { siteConfig } from '../../../config/site-config';

/** An absolute URL on the site's public origin ("/blog" → "https://www.linx.cl/blog"). */
export const absoluteUrl = (pathOrUrl: string): string =>
  /^https?:/.test(pathOrUrl) ? pathOrUrl : `${siteConfig.siteUrl}${pathOrUrl === '/' ? '/' : pathOrUrl}`;

/** The `@id`s that link a page's nodes (docs/site.md, "Structured data"). */
export const nodeIds = {
  website: `${siteConfig.siteUrl}/#website`,
  organization: `${siteConfig.siteUrl}/#organization`,
  webPage: (url: string) => `${url}#webpage`,
  breadcrumbs: (url: string) => `${url}#breadcrumbs`,
  main: (url: string) => `${url}#main`,
};

export const SITE_LANGUAGE = 'es-CL';

/** The site itself: the same node on every page. */
export const websiteNode = (): WebSite => ({
  '@type': 'WebSite',
  '@id': nodeIds.website,
  name: siteConfig.brand,
  url: absoluteUrl('/'),
  inLanguage: SITE_LANGUAGE,
  publisher: { '@id': nodeIds.organization },
});

/** The company, as its footer and contact page show it. */
export const organizationNode = (): Organization => ({
  '@type': 'Organization',
  '@id': nodeIds.organization,
  name: siteConfig.brand,
  slogan: siteConfig.tagline,
  url: absoluteUrl('/'),
  logo: absoluteUrl('/logo.svg'),
  email: siteConfig.companyEmail,
  telephone: siteConfig.phoneDisplay,
  address: {
    '@type': 'PostalAddress',
    streetAddress: siteConfig.address.street,
    addressLocality: siteConfig.address.city,
    addressCountry: 'CL',
  },
  sameAs: Object.values(siteConfig.social),
});
