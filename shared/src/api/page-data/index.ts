export { startRead, type DataRead } from './data-read';
export { noPageData, type PageLoader, type RouteParams } from './page-loader';
export { cmsCall, cmsCallRead, type CmsCallName } from './cms-call-read';
