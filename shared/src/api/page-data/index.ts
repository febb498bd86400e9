export { startRead, type DataRead } from './data-read';
export { noPageData, type PageLoader, type RouteParams } from './page-loader';
export { cmsRead } from './cms-data-reads';
