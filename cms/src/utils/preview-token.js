'use strict';

const jwt = require('jsonwebtoken');

/**
 * Short-lived signed preview tokens (docs/editorial-workflow.md): the admin panel's preview handler
 * (config/admin.js) signs one for one entry; the site's server checks it before answering that entry's page
 * in preview mode, and the browser sends it back in the X-Linx-Preview header, which lets its reads ask this
 * API for that entry's draft (`status=draft`, src/utils/preview-scope.js). HS256 with PREVIEW_SECRET,
 * shared with the site's server; without it, preview is off.
 *
 * A token names its entry (`uid`, `documentId`), the page it is seen on (`path`), what it shows (`status`:
 * 'draft' or 'published') and when its preview was opened (`since`). It lives PREVIEW_TTL_SECONDS (10
 * minutes by default, 30 at most); the open preview renews it (POST /api/preview/renew, the same claims and a
 * new expiry) for up to PREVIEW_SESSION_SECONDS after `since`, then the editor opens the preview again.
 */
const AUDIENCE = 'linx-preview';
const HEADER = 'x-linx-preview';
const DEFAULT_TTL_SECONDS = 10 * 60;
const MAX_TTL_SECONDS = 30 * 60;
const SESSION_SECONDS = 8 * 60 * 60;
const STATUSES = new Set(['draft', 'published']);
const DOCUMENT_ID = /^[a-z0-9]{1,64}$/i;
const UID = /^api::[a-z0-9-]+\.[a-z0-9-]+$/;

const previewSecret = () => process.env.PREVIEW_SECRET || '';
const nowSeconds = () => Math.floor(Date.now() / 1000);
/** PREVIEW_TTL_SECONDS within 1 s … 30 min (10 min when unset). */
const ttlSeconds = () => Math.min(Math.max(Number(process.env.PREVIEW_TTL_SECONDS) || DEFAULT_TTL_SECONDS, 1), MAX_TTL_SECONDS);

/**
 * A token for the entry `uid`/`documentId` seen at `path`, showing `status` ('draft' or 'published'), or
 * null when preview is off. `since`: when its preview was first opened (seconds), kept by renewals.
 */
const signPreviewToken = ({ uid, documentId, path, status = 'draft', since = nowSeconds() }) => {
  const secret = previewSecret();
  if (!secret) return null;
  return jwt.sign({ uid, documentId, path, status, since }, secret, {
    algorithm: 'HS256',
    audience: AUDIENCE,
    expiresIn: ttlSeconds(),
  });
};

/** Whether the claims name one entry and a page, with a lifetime no longer than the longest a token gets. */
const boundClaims = (claims) =>
  typeof claims?.uid === 'string' &&
  UID.test(claims.uid) &&
  typeof claims.documentId === 'string' &&
  DOCUMENT_ID.test(claims.documentId) &&
  typeof claims.path === 'string' &&
  claims.path.startsWith('/') &&
  STATUSES.has(claims.status) &&
  Number.isInteger(claims.since) &&
  Number.isInteger(claims.iat) &&
  Number.isInteger(claims.exp) &&
  claims.exp - claims.iat <= MAX_TTL_SECONDS;

/** The token's claims when it is ours, current and bound to one entry, else null. */
const verifyPreviewToken = (token) => {
  const secret = previewSecret();
  if (!secret || typeof token !== 'string' || token.length > 2048) return null;
  try {
    const claims = jwt.verify(token, secret, { algorithms: ['HS256'], audience: AUDIENCE });
    return boundClaims(claims) ? claims : null;
  } catch {
    return null;
  }
};

/**
 * A fresh token with the same claims as `token` and a new expiry, or null when `token` is not current or its
 * preview has been open longer than PREVIEW_SESSION_SECONDS (8 hours by default).
 */
const renewPreviewToken = (token) => {
  const claims = verifyPreviewToken(token);
  const session = Number(process.env.PREVIEW_SESSION_SECONDS) || SESSION_SECONDS;
  if (!claims || nowSeconds() - claims.since > session) return null;
  const { uid, documentId, path, status, since } = claims;
  return signPreviewToken({ uid, documentId, path, status, since });
};

module.exports = {
  signPreviewToken,
  verifyPreviewToken,
  renewPreviewToken,
  PREVIEW_HEADER: HEADER,
  PREVIEW_AUDIENCE: AUDIENCE,
  PREVIEW_MAX_TTL_SECONDS: MAX_TTL_SECONDS,
};
