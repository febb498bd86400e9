import type { Service, VideoObject } from 'schema-dts';
// The site's nodes come from the platform's entry, the singleton a page already runs: through the
// relative file, every remote that builds its nodes here bundled a second copy of them and of the site's
// config (0.4–0.8 KB of its page's first visit).
import { absoluteUrl, nodeIds, SITE_LANGUAGE, type MediaImage } from '@linx/shared';

// The building blocks of each page type's node (a remote builds its own from the view model its
// page renders, never a second copy of its content) and the nodes made from plain facts. A field the
// content does not have is left out: no invented dates, prices or authors.

export { absoluteUrl, nodeIds, SITE_LANGUAGE };

/** An image's absolute URL, or undefined without one. */
export const imageUrl = (image: MediaImage | undefined) => (image ? absoluteUrl(image.src) : undefined);
/** The node without its empty fields (JSON would drop `undefined`; an empty string says nothing). */
export const defined = <T>(node: T): T =>
  Object.fromEntries(Object.entries(node as object).filter(([, value]) => value !== undefined && value !== '')) as T;

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
