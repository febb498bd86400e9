export { startRead, type DataRead } from './data-read';
export { loadPageDataWithin, noPageData, pageDataKeys, type PageLoader, type RouteParams } from './page-loader';
export { cmsRead } from './cms-data-reads';
