export { LoopingVideo, type LoopingVideoProps, type VideoSource } from './looping-video';
