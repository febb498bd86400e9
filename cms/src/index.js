'use strict';

const { ensurePublicPermissions } = require('./bootstrap/permissions');
const { ensureFirstAdmin } = require('./bootstrap/admin-user');
const { seed } = require('./seed');
const { invalidateOnWrite } = require('./utils/response-cache');
const { renderOnWrite } = require('./utils/render-hook');
const { assertProductionEnvironment, assertAdminExists } = require('./utils/production-checks');

module.exports = {
  register({ strapi }) {
    // With NODE_ENV=production: no public development secrets, no CORS "*" (throws, so start-up stops).
    assertProductionEnvironment();

    // Any document write (admin panel, API token, seed) empties the public response cache.
    strapi.documents.use(invalidateOnWrite);
    // …and tells the site's renderer, which renders the pages that show it again.
    strapi.documents.use(renderOnWrite(strapi));
  },

  async bootstrap({ strapi }) {
    await ensurePublicPermissions(strapi);
    await ensureFirstAdmin(strapi);
    await assertAdminExists(strapi);
    await seed(strapi);
  },
};
