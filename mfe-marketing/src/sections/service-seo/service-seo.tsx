import { absoluteUrl, Seo, type MediaImage } from '@linx/shared';
import { serviceNode, videoId, videoNode, type VideoFacts } from '@linx/shared/structured-data';

/** What a service page's metadata needs of it. */
export interface ServiceMeta {
  title: string;
  description: string;
  keywords: readonly string[];
}

/** A video the page plays, as its `VideoObject` describes it. */
export interface ServiceVideoFacts {
  name: string;
  /** Spanish description of what it shows (the player's label). */
  label: string;
  /** In order of preference (webm first, mp4 as the fallback). */
  sources: readonly { src: string; type: string }[];
  poster: string;
  /** When the file was first published on the site, ISO 8601. */
  uploadDate: string;
}

export interface ServiceSeoProps {
  meta: ServiceMeta;
  /** The service page's path (`paths.seo`). */
  path: string;
  /** The videos the page plays, in page order. */
  videos?: readonly ServiceVideoFacts[];
  /** The page's own social card image (a page built in the CMS may have one). */
  image?: MediaImage;
  noindex?: boolean;
}

/** What a `VideoObject` says of a video the page plays: the MP4 is the file every player fetches. */
const videoFacts = (video: ServiceVideoFacts): VideoFacts => {
  const file = video.sources.find((source) => source.type === 'video/mp4') ?? video.sources[0];
  return {
    name: video.name,
    description: video.label,
    thumbnail: video.poster,
    contentUrl: file.src,
    encodingFormat: file.type,
    uploadDate: video.uploadDate,
  };
};

/**
 * A service page's metadata: its title and description, a `Service` node made from the same
 * words (docs/site.md, "Structured data"; the service type is the service's name) and a
 * `VideoObject` for each video the page plays, which the service names as `subjectOf`.
 */
export const ServiceSeo = ({ meta, path, videos = [], image, noindex }: ServiceSeoProps) => {
  const url = absoluteUrl(path);
  const ids = videos.map((_, index) => videoId(url, index));
  const service = serviceNode({ name: meta.title, description: meta.description, serviceType: meta.title }, url, ids);
  const nodes = [service, ...videos.map((video, index) => videoNode(videoFacts(video), ids[index]))];
  return <Seo {...meta} path={path} image={image} noindex={noindex} structuredData={{ kind: 'WebPage', nodes }} />;
};
