export { Illustration, type IllustrationProps } from './illustration';
