export * from './cms/types';
export * from './cms/page-types';
export * from './cms/endpoints';
export { cmsClient } from './cms/cms-client';
export * from './hooks/cms-hooks';
export { useAsyncResource, type AsyncResource } from './hooks/use-async-resource';
export * from './page-data';
export { previewMode, type PreviewMode } from './preview/preview-mode';
export { submitLead, type LeadReceipt } from './leads/lead-client';
