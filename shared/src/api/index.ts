// The CMS client core every remote builds its own endpoints on (docs/platform.md): the client and
// its list reads, Media Library files and their mappers, the page-data read contract, and the team
// roster (the one content two remotes show). Each remote's endpoints, mappers, view models and
// hooks live in its own src/api/.
export type { MediaFile, MediaImage } from './cms/media-types';
export type { Maybe, StrapiEntry, StrapiMedia, StrapiMediaFormat, StrapiNamed } from './cms/strapi-types';
export { cmsClient, getList, getPage, type CmsCall, type ListPage } from './cms/cms-client';
export { isVideo, isWebUrl, mediaUrl, positive, text, toMediaFile, toMediaImage, webLink } from './cms/media-mappers';
export { useAsyncResource, type AsyncResource } from './hooks/use-async-resource';
export * from './page-data';
export { fetchPageLabels, pageLabelsRead, usePageLabels, type PageLabel } from './page-labels/page-labels';
export { fetchTeamMembers, teamMembersRead, toTeamMember, useTeamMembers, type TeamMember } from './team/team-members';
export {
  PREVIEW_HEADER,
  previewExpiresAt,
  previewMode,
  replacePreviewToken,
  type PreviewMode,
} from './preview/preview-mode';
