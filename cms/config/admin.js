'use strict';

const { devSecret } = require('./dev-secrets');

module.exports = ({ env }) => ({
  // CMS_SERVE_ADMIN=false runs the API without the admin panel (tests, benchmarks): no `strapi build` needed.
  serveAdminPanel: env.bool('CMS_SERVE_ADMIN', true),
  auth: {
    secret: env('ADMIN_JWT_SECRET', devSecret('admin-jwt-secret')),
  },
  apiToken: {
    salt: env('API_TOKEN_SALT', devSecret('api-token-salt')),
  },
  transfer: {
    token: {
      salt: env('TRANSFER_TOKEN_SALT', devSecret('transfer-token-salt')),
    },
  },
  secrets: {
    encryptionKey: env('ENCRYPTION_KEY', devSecret('encryption-key')),
  },
  flags: {
    nps: false,
    promoteEE: false,
  },
});
