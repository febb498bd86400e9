import { previewMode } from '@linx/shared';
import { keepPreviewFresh } from './keep-preview-fresh';

/** Strapi's message to its preview frame after the editor saved (docs/editorial-workflow.md). */
const STRAPI_UPDATE = 'strapiUpdate';

/**
 * In the CMS's preview frame: each save in the editor shows the entry's page again, read afresh with
 * the saved draft (the frame's first address: its token was made for that page), with the token as last
 * renewed (keep-preview-fresh.ts, started here). Messages from any other origin than the CMS are ignored.
 */
export const followEditor = (
  cmsUrl: string,
  open: (url: string) => void = (url) => window.location.replace(url),
  keepFresh: (cmsUrl: string) => void = keepPreviewFresh,
): void => {
  const cmsOrigin = new URL(cmsUrl, window.location.href).origin;
  const previewUrl = window.location.href;
  // Read the preview's token while the frame is at its first address (bootstrap has already done so).
  previewMode();
  keepFresh(cmsUrl);
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.origin !== cmsOrigin) return;
    const type = (event.data as { type?: unknown } | null)?.type;
    if (type !== STRAPI_UPDATE) return;
    const url = new URL(previewUrl);
    const token = previewMode()?.token;
    if (token) url.searchParams.set('preview', token);
    open(url.href);
  });
};
