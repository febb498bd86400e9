'use strict';

const crypto = require('crypto');

/**
 * Fixed development fallbacks so `npm start` works with zero setup.
 * They are derived from a public constant, so they are NOT secret: with NODE_ENV=production
 * start-up refuses any secret that is missing or equal to these (src/utils/production-checks.js).
 */
const devSecret = (name) =>
  crypto.createHash('sha256').update(`linx-cms-development-only:${name}`).digest('base64');

/** Development value of each secret variable (APP_KEYS is a comma-separated list). */
const DEV_SECRETS = {
  APP_KEYS: [devSecret('app-key-1'), devSecret('app-key-2')],
  API_TOKEN_SALT: devSecret('api-token-salt'),
  ADMIN_JWT_SECRET: devSecret('admin-jwt-secret'),
  TRANSFER_TOKEN_SALT: devSecret('transfer-token-salt'),
  JWT_SECRET: devSecret('users-permissions-jwt-secret'),
  ENCRYPTION_KEY: devSecret('encryption-key'),
};

module.exports = { devSecret, DEV_SECRETS };
