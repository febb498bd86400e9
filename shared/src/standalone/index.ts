export { renderStandalone } from './render-standalone';
export { standalonePages, type ExposedPages, type StandalonePage } from './standalone-pages';
