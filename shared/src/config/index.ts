export * from './paths';
export * from './site-config';
export * from './runtime-config';
export { siteFeeds } from './site-feeds.cjs';
