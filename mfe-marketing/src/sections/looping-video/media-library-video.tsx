import type { PageVideo } from '../../api/page-types';
import { LoopingVideo } from './looping-video';

/** The player's box until the poster says otherwise (the looping videos are 16:9). */
const VIDEO_BOX = { width: 640, height: 360 };

/** A looping video of the Media Library (a page built in the CMS): its files, poster and label, sized by its poster. */
export const MediaLibraryVideo = ({ video, lazy = false }: { video: PageVideo; lazy?: boolean }) => (
  <LoopingVideo
    sources={video.sources}
    poster={video.poster.src}
    label={video.label}
    width={video.poster.width ?? VIDEO_BOX.width}
    height={video.poster.height ?? VIDEO_BOX.height}
    lazy={lazy}
  />
);
