import { siteConfig } from '../../config/site-config';
import { organizationJsonLd } from './organization-json-ld';

export interface SeoProps {
  /** Page title; the brand is appended: "{title} | LINX". */
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Absolute or site-relative image for social cards. */
  image?: string;
  /** Site path of the page, for the canonical link and og:url. */
  path?: string;
  noindex?: boolean;
  type?: 'website' | 'article';
}

const DEFAULT_IMAGE = '/og-image.png';

const absolute = (url: string): string => (/^https?:/.test(url) ? url : `${siteConfig.siteUrl}${url}`);

/** Page metadata: React 19 hoists <title>, <meta> and <link> into the document head. */
export const Seo = ({
  title,
  description,
  keywords,
  image = DEFAULT_IMAGE,
  path,
  noindex,
  type = 'website',
}: SeoProps) => {
  const fullTitle = `${title} | ${siteConfig.brand}`;
  const imageUrl = absolute(image);
  const url = path === undefined ? undefined : absolute(path);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 ? <meta name="keywords" content={keywords.join(', ')} /> : null}
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
      {url ? <link rel="canonical" href={url} /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={siteConfig.brand} />
      <meta property="og:locale" content={siteConfig.locale} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={imageUrl} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <script type="application/ld+json">{JSON.stringify(organizationJsonLd())}</script>
    </>
  );
};
