import { getRuntimeConfig } from '@linx/shared';

/**
 * CMS media may be stored as a site-relative path ("/media/…"); it is served by the CMS, not by the
 * app, so such paths are resolved against the CMS address. Absolute URLs pass through unchanged.
 */
export const resolveMediaUrl = (url: string): string => {
  if (/^(https?:|data:|blob:)/i.test(url)) return url;
  const base = getRuntimeConfig().cmsUrl.replace(/\/$/, '');
  return `${base}/${url.replace(/^\//, '')}`;
};
