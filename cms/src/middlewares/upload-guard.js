'use strict';

// Room for the boundaries and part headers around the files and fields (fields count in maxBodyBytes).
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Runs just before strapi::body, which streams multipart files to the temporary folder before the
 * route checks who is asking. Refuses here, before reading the body: a declared Content-Length over
 * the limit (413) and multipart requests without valid admin, API-token or user credentials (401).
 * Bodies sent without Content-Length are cut by the parser's own limits (config/middlewares.js).
 */
module.exports = (config, { strapi }) => {
  const maxBodyBytes = Number(config.maxBodyBytes);
  const maxUploadBytes = Number(config.maxUploadBytes);
  const apiPrefix = `${strapi.config.get('api.rest.prefix', '/api')}/`;

  /** Strapi's own strategies for the route family (content API or admin), run ahead of routing. */
  const hasCredentials = async (ctx) => {
    if (!ctx.get('authorization')) return false;
    const type = ctx.path.startsWith(apiPrefix) ? 'content-api' : 'admin';
    let ok = false;
    ctx.state.route = { info: { type }, config: {} };
    try {
      // The public role "authenticates" with no credentials: only a real user or token counts.
      await strapi.get('auth').authenticate(ctx, async () => {
        ok = Boolean(ctx.state.auth?.credentials);
      });
    } catch {
      ok = false;
    } finally {
      // The route sets these again itself.
      for (const key of ['route', 'auth', 'isAuthenticated', 'user', 'userAbility', 'session']) delete ctx.state[key];
    }
    return ok;
  };

  const refuse = (ctx, status, message) => {
    // The unread body is not drained on a kept-alive connection: close it.
    ctx.set('Connection', 'close');
    if (status === 413) ctx.payloadTooLarge(message);
    else ctx.unauthorized(message);
  };

  return async (ctx, next) => {
    const multipart = Boolean(ctx.is('multipart/*'));
    const length = Number(ctx.get('content-length') || 0);
    if (length > (multipart ? maxUploadBytes + maxBodyBytes + MULTIPART_OVERHEAD_BYTES : maxBodyBytes)) {
      return refuse(ctx, 413, `Request body over ${multipart ? maxUploadBytes : maxBodyBytes} bytes`);
    }
    if (multipart && !(await hasCredentials(ctx))) {
      return refuse(ctx, 401, 'Uploads need valid credentials');
    }
    return next();
  };
};
