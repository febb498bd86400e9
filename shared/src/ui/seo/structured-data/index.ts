// The graph every page's Seo publishes. The page types' own builders (content-nodes.ts) are the
// subpath `@linx/shared/structured-data`, bundled only by the remotes whose pages use them.
export { pageGraph, type PageGraphInput } from './page-graph';
export { type WebPageKind } from './page-nodes';
export { absoluteUrl, nodeIds, SITE_LANGUAGE } from './site-nodes';
