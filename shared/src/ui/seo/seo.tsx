import { useContext } from 'react';
import { siteConfig } from '../../config/site-config';
import { scriptJson } from '../../rendering/script-json.cjs';
import { BreadcrumbLabels } from './breadcrumb-labels';
import { absoluteUrl, pageGraph, type PageGraphInput } from './structured-data';

/** A social card's image: its URL, size when known, and the text that describes it. */
export interface SeoImage {
  src: string;
  width?: number;
  height?: number;
  /** The media's alternative text; the page title stands in when it is empty. */
  alt?: string;
}

export interface SeoProps {
  /** Page title; the brand is appended: "{title} | LINX". */
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Image for social cards (absolute or site-relative); the brand card by default. */
  image?: string | SeoImage;
  /** Site path of the page, for the canonical link, og:url and structured data. */
  path?: string;
  noindex?: boolean;
  type?: 'website' | 'article';
  /** Dates and sections of an article (`article:*` tags). */
  article?: { publishedTime?: string; modifiedTime?: string; sections?: readonly string[] };
  /** The page's kind and its content nodes for JSON-LD (docs/site.md, "Structured data"). */
  structuredData?: Pick<PageGraphInput, 'kind' | 'nodes'>;
}

const BRAND_CARD: SeoImage = {
  src: '/og-image.png',
  width: 1200,
  height: 630,
  alt: 'LINX: señalización digital, contenidos y experiencia del cliente',
};

const cardImage = (image: SeoProps['image']): SeoImage =>
  image === undefined ? BRAND_CARD : typeof image === 'string' ? { src: image } : image;

/**
 * Page metadata: React 19 hoists <title>, <meta> and <link> into the document head. Its breadcrumbs name the
 * pages built in the CMS above it by the labels a `BreadcrumbLabels` around it gives.
 */
export const Seo = ({
  title,
  description,
  keywords,
  image,
  path,
  noindex,
  type = 'website',
  article,
  structuredData = { kind: 'WebPage' },
}: SeoProps) => {
  const fullTitle = `${title} | ${siteConfig.brand}`;
  const card = cardImage(image);
  const imageUrl = absoluteUrl(card.src);
  const imageAlt = card.alt || title;
  const url = path === undefined ? undefined : absoluteUrl(path);
  const labels = useContext(BreadcrumbLabels);
  const graph = pageGraph({ ...structuredData, path, name: title, description, labels });
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
      <meta property="og:image:alt" content={imageAlt} />
      {card.width && card.height ? <meta property="og:image:width" content={String(card.width)} /> : null}
      {card.width && card.height ? <meta property="og:image:height" content={String(card.height)} /> : null}
      {url ? <meta property="og:url" content={url} /> : null}
      {article?.publishedTime ? <meta property="article:published_time" content={article.publishedTime} /> : null}
      {article?.modifiedTime ? <meta property="article:modified_time" content={article.modifiedTime} /> : null}
      {article?.sections?.map((section) => (
        <meta key={section} property="article:section" content={section} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={imageAlt} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(graph) }} />
    </>
  );
};
