export { LoopingVideo, type LoopingVideoProps, type VideoSource } from './looping-video';
export { MediaLibraryVideo } from './media-library-video';
