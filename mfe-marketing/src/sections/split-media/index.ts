export { SplitMedia, type SplitMediaProps } from './split-media';
