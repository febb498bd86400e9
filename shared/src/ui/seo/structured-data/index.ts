export { pageGraph, type PageGraphInput } from './page-graph';
export { type WebPageKind } from './page-nodes';
export {
  blogPostingNode,
  caseStudyNode,
  materialNodes,
  podcastNodes,
  productListNode,
  serviceNode,
  type ServiceFacts,
} from './content-nodes';
export { absoluteUrl } from './site-nodes';
