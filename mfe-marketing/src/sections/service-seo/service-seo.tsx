import { absoluteUrl, Seo } from '@linx/shared';
import { serviceNode, videoId, videoNode, type VideoFacts } from '@linx/shared/structured-data';
import type { PageMeta, ServiceVideo } from '../../content/services/types';

export interface ServiceSeoProps {
  meta: PageMeta;
  /** The service page's path (`paths.seo`). */
  path: string;
  /** The videos the page plays, in page order. */
  videos?: readonly ServiceVideo[];
}

/** What a `VideoObject` says of a video the page plays: the MP4 is the file every player fetches. */
const videoFacts = (video: ServiceVideo): VideoFacts => {
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
export const ServiceSeo = ({ meta, path, videos = [] }: ServiceSeoProps) => {
  const url = absoluteUrl(path);
  const ids = videos.map((_, index) => videoId(url, index));
  const service = serviceNode({ name: meta.title, description: meta.description, serviceType: meta.title }, url, ids);
  const nodes = [service, ...videos.map((video, index) => videoNode(videoFacts(video), ids[index]))];
  return <Seo {...meta} path={path} structuredData={{ kind: 'WebPage', nodes }} />;
};
