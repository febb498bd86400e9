'use strict';

/**
 * POST /api/preview/renew: the open preview frame trades its current preview token for a fresh one with the
 * same claims (src/utils/preview-token.js; docs/editorial-workflow.md, "Preview"). No Strapi credentials: the
 * token in the X-Linx-Preview header is the credential.
 */
module.exports = {
  routes: [
    {
      method: 'POST',
      path: '/preview/renew',
      handler: 'preview.renew',
      config: { auth: false, policies: [] },
    },
  ],
};
