'use strict';

const { errors } = require('@strapi/utils');
const { checkPublicRead } = require('../utils/public-read-check');
const { credentialKind } = require('../utils/request-credentials');

/**
 * Bounds what a public reader (no credentials, or the read-only token) can make the content API do.
 * Runs ahead of the response cache and the router: a GET /api/... that is not one of the site's reads
 * (src/utils/public-read-policy.js) gets 400, or 403 for a path outside the list, before Strapi runs the
 * query; one Strapi never saw costs a query-string parse. Accepted reads are marked
 * (ctx.state.linxPublicRead, with a normalised cache key) for the response cache and the answer size cap.
 * A read-only token never writes: any other method with it gets 403 before its body is read. Drafts
 * (`status=draft`) are refused unless the request carries a preview token (src/utils/preview-token.js);
 * those reads are never cached and answer `Cache-Control: no-store`. Editors' credentials pass untouched.
 */
module.exports = (config, { strapi }) => {
  const apiPrefix = `${strapi.config.get('api.rest.prefix', '/api')}/`;
  const attributesOf = (uid) => strapi.getModel(uid)?.attributes;

  return async (ctx, next) => {
    // The router matches paths whatever their case: so does this check (public-read-check.js then
    // accepts the exact names only).
    if (!ctx.path.toLowerCase().startsWith(apiPrefix.toLowerCase())) return next();
    const kind = await credentialKind(strapi, ctx);
    if (kind === 'full') return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      if (kind === 'read') throw new errors.ForbiddenError('The read-only token cannot write');
      // Anonymous writes: the Public role has no write permission, the router refuses them.
      return next();
    }
    const { problem, query } = checkPublicRead({
      rest: ctx.path.startsWith(apiPrefix) ? ctx.path.slice(apiPrefix.length) : '',
      urlBytes: Buffer.byteLength(ctx.url),
      // strapi::query has already installed its qs parser on the app: this is the object Strapi would use
      // (parsed once; Strapi reuses it).
      readQuery: () => ctx.query,
      attributesOf,
      drafts: kind === 'preview',
    });
    if (problem?.status === 403) throw new errors.ForbiddenError(problem.message);
    if (problem) throw new errors.ValidationError(problem.message);
    if (kind === 'preview') {
      ctx.state.linxPreview = true;
      await next();
      ctx.set('Cache-Control', 'no-store');
      return undefined;
    }
    // Credentials Strapi refuses get its 401 from the router, never a cached public answer.
    if (kind === 'invalid') return next();
    ctx.state.linxPublicRead = true;
    // The response cache's key: the read in canonical form, so URLs that only differ in how they spell it
    // (`?&&`, escaped letters, parameters or names in another order, `sort=id` or `id:asc`, `page=01`) share
    // one entry instead of each running the query.
    ctx.state.linxCacheKey = `${ctx.path}?${JSON.stringify(query)}`;
    return next();
  };
};
