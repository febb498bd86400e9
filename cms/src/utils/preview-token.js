'use strict';

const jwt = require('jsonwebtoken');

/**
 * Short-lived signed preview tokens (docs/editorial-workflow.md): the admin panel's preview handler
 * (config/admin.js) signs one for the entry's page; the site's server checks it before answering the
 * page in preview mode, and the browser sends it back in the X-Linx-Preview header, which lets its reads
 * ask this API for drafts (`status=draft`). HS256 with PREVIEW_SECRET, shared with the site's server;
 * without it, preview is off. A token names the page path it was made for and expires.
 */
const AUDIENCE = 'linx-preview';
const HEADER = 'x-linx-preview';
const DEFAULT_TTL_SECONDS = 60 * 60;

const previewSecret = () => process.env.PREVIEW_SECRET || '';

/**
 * A token for the page at `path` showing `status` ('draft' or 'published') versions, or null when preview
 * is off.
 */
const signPreviewToken = (
  path,
  { status = 'draft', ttlSeconds = Number(process.env.PREVIEW_TTL_SECONDS) || DEFAULT_TTL_SECONDS } = {},
) => {
  const secret = previewSecret();
  if (!secret) return null;
  return jwt.sign({ path, status }, secret, { algorithm: 'HS256', audience: AUDIENCE, expiresIn: ttlSeconds });
};

/** The token's claims when it is ours and current, else null. */
const verifyPreviewToken = (token) => {
  const secret = previewSecret();
  if (!secret || typeof token !== 'string' || token.length > 2048) return null;
  try {
    return jwt.verify(token, secret, { algorithms: ['HS256'], audience: AUDIENCE });
  } catch {
    return null;
  }
};

module.exports = { signPreviewToken, verifyPreviewToken, PREVIEW_HEADER: HEADER, PREVIEW_AUDIENCE: AUDIENCE };
