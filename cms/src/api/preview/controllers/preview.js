'use strict';

const { PREVIEW_HEADER, renewPreviewToken, verifyPreviewToken } = require('../../../utils/preview-token');

module.exports = {
  /** A fresh token for a current one, `{ token, expiresAt }`; 401 when the token is not current or its preview has lasted too long. */
  async renew(ctx) {
    ctx.set('Cache-Control', 'no-store');
    const token = renewPreviewToken(ctx.get(PREVIEW_HEADER));
    if (!token) return ctx.unauthorized('La vista previa caducó: ábrela de nuevo desde el CMS.');
    ctx.body = { token, expiresAt: new Date(verifyPreviewToken(token).exp * 1000).toISOString() };
    return undefined;
  },
};
