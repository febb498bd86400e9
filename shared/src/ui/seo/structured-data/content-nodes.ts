import type {
  Article,
  BlogPosting,
  DigitalDocument,
  ItemList,
  Organization,
  Person,
  PodcastEpisode,
  PodcastSeries,
  Product as ProductNode,
  Service,
  VideoObject,
} from 'schema-dts';
import type {
  Article as ArticleView,
  CaseStudy,
  MediaImage,
  Material,
  PodcastEpisode as EpisodeView,
  Product,
} from '../../../api/cms/types';
import { absoluteUrl, nodeIds, SITE_LANGUAGE } from './site-nodes';

// One builder per page type, from the view model the page renders (never a second copy of its
// content). A field the content does not have is left out: no invented dates, prices or authors.

const imageUrl = (image: MediaImage | undefined) => (image ? absoluteUrl(image.src) : undefined);
/** The node without its empty fields (JSON would drop `undefined`; an empty string says nothing). */
const defined = <T>(node: T): T =>
  Object.fromEntries(Object.entries(node as object).filter(([, value]) => value !== undefined && value !== '')) as T;

/** An article of the blog, at its absolute URL. */
export const blogPostingNode = (article: ArticleView, url: string): BlogPosting =>
  defined<BlogPosting>({
    '@type': 'BlogPosting',
    '@id': nodeIds.main(url),
    headline: article.title,
    description: article.description,
    image: imageUrl(article.cover),
    datePublished: article.publishedAt,
    dateModified: article.updatedAt ?? article.publishedAt,
    author: article.author.isTeam
      ? { '@id': nodeIds.organization }
      : defined<Person>({ '@type': 'Person', name: article.author.name, url: article.author.linkedin }),
    publisher: { '@id': nodeIds.organization },
    mainEntityOfPage: { '@id': nodeIds.webPage(url) },
    articleSection: article.categories.length ? article.categories : undefined,
    inLanguage: SITE_LANGUAGE,
  });

/** A success case: an article about one client's project. */
export const caseStudyNode = (caseStudy: CaseStudy, url: string): Article =>
  defined<Article>({
    '@type': 'Article',
    '@id': nodeIds.main(url),
    headline: caseStudy.title,
    description: caseStudy.description,
    image: imageUrl(caseStudy.image),
    about: defined<Organization>({
      '@type': 'Organization',
      name: caseStudy.company,
      description: caseStudy.companyDescription,
    }),
    articleSection: caseStudy.categories.length ? caseStudy.categories.map((category) => category.name) : undefined,
    publisher: { '@id': nodeIds.organization },
    mainEntityOfPage: { '@id': nodeIds.webPage(url) },
    inLanguage: SITE_LANGUAGE,
  });

export interface ServiceFacts {
  name: string;
  description: string;
  /** What kind of service it is ("Señalización digital"). */
  serviceType: string;
}

/** One of the company's services, offered in Chile; `videos` are the `@id`s of the videos its page plays. */
export const serviceNode = (
  { name, description, serviceType }: ServiceFacts,
  url: string,
  videos: readonly string[] = [],
): Service => ({
  '@type': 'Service',
  '@id': nodeIds.main(url),
  name,
  description,
  serviceType,
  url,
  provider: { '@id': nodeIds.organization },
  areaServed: { '@type': 'Country', name: 'Chile' },
  ...(videos.length ? { subjectOf: videos.map((id) => ({ '@id': id })) } : {}),
});

export interface VideoFacts {
  name: string;
  /** What the video shows (its accessible description on the page). */
  description: string;
  /** The poster frame the page shows before it plays. */
  thumbnail: string;
  /** The file a player can fetch (the MP4 every browser plays). */
  contentUrl: string;
  encodingFormat: string;
  /** When the file was first published on the site (ISO 8601). */
  uploadDate: string;
}

/** `@id` of the `index`-th video a page plays. */
export const videoId = (url: string, index: number) => `${url}#video-${index + 1}`;

/** A video a page plays (a service page's looping banner or card). */
export const videoNode = (video: VideoFacts, id: string): VideoObject => ({
  '@type': 'VideoObject',
  '@id': id,
  name: video.name,
  description: video.description,
  thumbnailUrl: absoluteUrl(video.thumbnail),
  contentUrl: absoluteUrl(video.contentUrl),
  encodingFormat: video.encodingFormat,
  uploadDate: video.uploadDate,
  publisher: { '@id': nodeIds.organization },
  inLanguage: SITE_LANGUAGE,
});

/** The catalogue as a list of products, in the order the page shows them. */
export const productListNode = (
  products: readonly Product[],
  url: string,
  categoryName: (slug: string) => string | undefined,
): ItemList => ({
  '@type': 'ItemList',
  '@id': nodeIds.main(url),
  numberOfItems: products.length,
  itemListElement: products.map((product, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    item: defined<ProductNode>({
      '@type': 'Product',
      name: product.name,
      description: product.description,
      image: product.images.length ? product.images.map((image) => absoluteUrl(image.src)) : undefined,
      category: product.categorySlugs.map(categoryName).find(Boolean),
      brand: product.brand ? { '@type': 'Brand', name: product.brand } : undefined,
      url: `${url}?producto=${encodeURIComponent(product.slug)}`,
    }),
  })),
});

/** Each downloadable brief of the materials page. */
export const materialNodes = (materials: readonly Material[]): DigitalDocument[] =>
  materials.map((material) =>
    defined<DigitalDocument>({
      '@type': 'DigitalDocument',
      name: material.title,
      description: material.description,
      url: material.file ? absoluteUrl(material.file.url) : undefined,
      encodingFormat: material.file?.mime,
      about: material.categories.length ? material.categories.map((category) => category.name) : undefined,
      publisher: { '@id': nodeIds.organization },
      inLanguage: SITE_LANGUAGE,
    }),
  );

/** The podcast and the episodes the page lists. */
export const podcastNodes = (
  series: { name: string; description: string },
  episodes: readonly EpisodeView[],
  url: string,
): [PodcastSeries, ...PodcastEpisode[]] => [
  {
    '@type': 'PodcastSeries',
    '@id': nodeIds.main(url),
    name: series.name,
    description: series.description,
    url,
    publisher: { '@id': nodeIds.organization },
    inLanguage: SITE_LANGUAGE,
  },
  ...episodes.map((episode) =>
    defined<PodcastEpisode>({
      '@type': 'PodcastEpisode',
      name: episode.title,
      description: episode.description,
      datePublished: episode.date,
      timeRequired: episode.durationMinutes ? `PT${episode.durationMinutes}M` : undefined,
      image: imageUrl(episode.image),
      url: episode.youtubeUrl,
      partOfSeries: { '@id': nodeIds.main(url) },
    }),
  ),
];
