'use strict';

const crypto = require('crypto');

/**
 * Fixed development fallbacks so `npm start` works with zero setup.
 * They are derived from a public constant, so they are NOT secret:
 * every production deployment must set APP_KEYS, API_TOKEN_SALT, ADMIN_JWT_SECRET,
 * TRANSFER_TOKEN_SALT, JWT_SECRET and ENCRYPTION_KEY (see README.md).
 */
const devSecret = (name) =>
  crypto.createHash('sha256').update(`linx-cms-development-only:${name}`).digest('base64');

module.exports = { devSecret };
