export { renderStandalone } from './render-standalone';
export type { LoadExposedPage, StandalonePage } from './standalone-pages';
