'use strict';

const { DEV_SECRETS } = require('./dev-secrets');
const { previewConfig } = require('../src/utils/preview-links');

module.exports = ({ env }) => ({
  // CMS_SERVE_ADMIN=false runs the API without the admin panel (tests, benchmarks): no `strapi build` needed.
  serveAdminPanel: env.bool('CMS_SERVE_ADMIN', true),
  auth: {
    secret: env('ADMIN_JWT_SECRET', DEV_SECRETS.ADMIN_JWT_SECRET),
  },
  apiToken: {
    salt: env('API_TOKEN_SALT', DEV_SECRETS.API_TOKEN_SALT),
  },
  transfer: {
    token: {
      salt: env('TRANSFER_TOKEN_SALT', DEV_SECRETS.TRANSFER_TOKEN_SALT),
    },
  },
  secrets: {
    encryptionKey: env('ENCRYPTION_KEY', DEV_SECRETS.ENCRYPTION_KEY),
  },
  // The content manager's "Open preview": the entry's page on the site, with its draft (docs/editorial-workflow.md).
  preview: previewConfig(env),
  flags: {
    nps: false,
    promoteEE: false,
  },
});
