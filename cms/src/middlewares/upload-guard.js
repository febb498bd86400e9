'use strict';

const { credentialKind } = require('../utils/request-credentials');

// Room for the boundaries and part headers around the files and fields (fields count in maxBodyBytes).
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Runs just before strapi::body, which streams multipart files to the temporary folder before the
 * route checks who is asking. Refuses here, before reading the body: a declared Content-Length over
 * the limit (413), multipart requests without valid admin, API-token or user credentials (401), and
 * multipart requests with the read-only token (403: it is public, see src/utils/request-credentials.js).
 * Bodies sent without Content-Length are cut by the parser's own limits (config/middlewares.js).
 */
module.exports = (config, { strapi }) => {
  const maxBodyBytes = Number(config.maxBodyBytes);
  const maxUploadBytes = Number(config.maxUploadBytes);
  const refuse = (ctx, status, message) => {
    // The unread body is not drained on a kept-alive connection: close it.
    ctx.set('Connection', 'close');
    if (status === 413) ctx.payloadTooLarge(message);
    else if (status === 403) ctx.forbidden(message);
    else ctx.unauthorized(message);
  };

  return async (ctx, next) => {
    const multipart = Boolean(ctx.is('multipart/*'));
    const length = Number(ctx.get('content-length') || 0);
    if (length > (multipart ? maxUploadBytes + maxBodyBytes + MULTIPART_OVERHEAD_BYTES : maxBodyBytes)) {
      return refuse(ctx, 413, `Request body over ${multipart ? maxUploadBytes : maxBodyBytes} bytes`);
    }
    if (multipart) {
      const kind = await credentialKind(strapi, ctx);
      if (kind === 'read') return refuse(ctx, 403, 'The read-only token cannot upload');
      if (kind !== 'full') return refuse(ctx, 401, 'Uploads need valid credentials');
    }
    return next();
  };
};
