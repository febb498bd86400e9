'use strict';

const crypto = require('node:crypto');
const { PREVIEW_HEADER, verifyPreviewToken } = require('./preview-token');

const READ_ACTION = /\.(find|findOne)$/;
const TOKEN_STRATEGIES = new Set(['content-api-token', 'api-token']);
const kinds = new WeakMap();

const sameSecret = (a, b) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
};

/** An API token that can only read: Strapi's "read-only" type, or a custom one holding find/findOne actions only. */
const isReadOnlyToken = (token) =>
  token?.type === 'read-only' ||
  (token?.type === 'custom' &&
    (token.permissions ?? []).every((p) => READ_ACTION.test(typeof p === 'string' ? p : p?.action)));

/** Runs Strapi's own strategies for the route family (content API or admin) ahead of routing. */
const authenticate = async (strapi, ctx) => {
  const apiPrefix = `${strapi.config.get('api.rest.prefix', '/api')}/`.toLowerCase();
  const type = ctx.path.toLowerCase().startsWith(apiPrefix) ? 'content-api' : 'admin';
  let auth = null;
  ctx.state.route = { info: { type }, config: {} };
  try {
    await strapi.get('auth').authenticate(ctx, async () => {
      auth = ctx.state.auth ?? null;
    });
  } catch {
    auth = null;
  } finally {
    // The route sets these again itself.
    for (const key of ['route', 'auth', 'isAuthenticated', 'user', 'userAbility', 'session']) delete ctx.state[key];
  }
  return auth;
};

const classify = async (strapi, ctx) => {
  // The token the site is configured with (when the CMS is given it too) stays public even if it was
  // created with more rights than reading.
  const readToken = process.env.CMS_READ_TOKEN;
  const bearer = /^bearer\s+(\S+)$/i.exec(ctx.get('authorization'))?.[1];
  if (readToken && bearer && sameSecret(bearer, readToken)) return 'read';
  const auth = await authenticate(strapi, ctx);
  // The public role "authenticates" with no credentials: only a real user or token counts.
  if (!auth?.credentials) return 'invalid';
  if (TOKEN_STRATEGIES.has(auth.strategy?.name) && isReadOnlyToken(auth.credentials)) return 'read';
  return 'full';
};

/**
 * Who is asking, before the router runs:
 *   'none'     no Authorization header (the public role);
 *   'read'     a read-only API token, such as the site's CMS_READ_TOKEN, which is published in the site's
 *              runtime-config.json and so gets no more than an anonymous visitor;
 *   'invalid'  credentials that Strapi does not accept;
 *   'full'     an admin, a user, or an API token that can write;
 *   'preview'  no Authorization header but a current preview token (src/utils/preview-token.js): a public
 *              reader that may also read drafts, never cached.
 * Worked out once per request.
 */
const credentialKind = (strapi, ctx) => {
  if (!ctx.get('authorization')) {
    const preview = ctx.get(PREVIEW_HEADER);
    return Promise.resolve(preview && verifyPreviewToken(preview) ? 'preview' : 'none');
  }
  if (!kinds.has(ctx)) kinds.set(ctx, classify(strapi, ctx));
  return kinds.get(ctx);
};

module.exports = { credentialKind, isReadOnlyToken };
