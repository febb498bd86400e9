export { SplitMedia, type SplitMediaProps } from './split-media';
export { OverlaidMedia, SplitStats } from './split-media-parts';
