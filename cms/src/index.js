'use strict';

const { ensurePublicPermissions } = require('./bootstrap/permissions');
const { ensureFirstAdmin } = require('./bootstrap/admin-user');
const { seed } = require('./seed');
const { invalidateOnWrite } = require('./utils/response-cache');

const SECRETS = ['APP_KEYS', 'API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY'];

module.exports = {
  register({ strapi }) {
    // Any document write (admin panel, API token, seed) empties the public response cache.
    strapi.documents.use(invalidateOnWrite);

    const missing = SECRETS.filter((k) => !process.env[k]);
    if (process.env.NODE_ENV === 'production' && missing.length) {
      strapi.log.warn(`[linx] Using public development defaults for ${missing.join(', ')}: set them before exposing this server`);
    }
  },

  async bootstrap({ strapi }) {
    await ensurePublicPermissions(strapi);
    await ensureFirstAdmin(strapi);
    await seed(strapi);
  },
};
