import { siteConfig } from '../../config/site-config';

/** schema.org Organization of the company, embedded on every page. */
export const organizationJsonLd = () => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: siteConfig.brand,
  slogan: siteConfig.tagline,
  url: siteConfig.siteUrl,
  logo: `${siteConfig.siteUrl}/logo.svg`,
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
