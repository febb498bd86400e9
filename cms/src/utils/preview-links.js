'use strict';

const { signPreviewToken } = require('./preview-token');
const { pageOf } = require('./site-pages');

/** The site's public address (SITE_URL), without a trailing slash. */
const siteUrl = () => (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');

/**
 * The preview address of one entry: its page on the site with a short-lived token signed for that entry,
 * so the site answers it with the entry's draft (or published) content, framed by the admin panel only.
 */
const previewUrl = async (strapi, uid, { documentId, locale, status }) => {
  const shown = status === 'published' ? 'published' : 'draft';
  const entry = await strapi.documents(uid).findOne({ documentId, locale, status: shown });
  const path = entry && pageOf(uid, entry);
  const token = path && signPreviewToken({ uid, documentId, path, status: shown });
  if (!token) return null;
  return `${siteUrl()}${path}?${new URLSearchParams({ preview: token })}`;
};

/** config/admin.js's `preview`: on when PREVIEW_SECRET is set (the site's server needs the same secret). */
const previewConfig = (env) => ({
  enabled: Boolean(env('PREVIEW_SECRET', '')),
  config: {
    allowedOrigins: [new URL(siteUrl()).origin],
    handler: (uid, params) => previewUrl(strapi, uid, params),
  },
});

module.exports = { previewConfig, previewUrl };
