'use strict';

const { resolveClient, trustedProxies } = require('../utils/client-address');

const FORWARDED = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'];

/**
 * Runs first: works out who the request comes from (src/utils/client-address.js) and makes every later
 * reader agree. Forwarded headers are believed only from the proxies in TRUST_PROXY (`config.trustProxy`):
 * from any other socket they are removed, and from a trusted proxy X-Forwarded-For is cut down to the
 * client it names. `ctx.request.ip` is set to that client, so Strapi's own limits (the admin login's, keyed
 * on `ctx.request.ip`) count real clients and never a client-chosen X-Forwarded-For.
 * `ctx.state.linxClient`: `{ address, unverified }` for the public read limit (src/middlewares/public-cache.js).
 */
module.exports = (config) => {
  const trusted = trustedProxies(config.trustProxy);

  return (ctx, next) => {
    const { headers } = ctx.req;
    const socketAddress = ctx.req.socket?.remoteAddress;
    const client = resolveClient(socketAddress, headers['x-forwarded-for'], trusted);
    if (trusted.has(socketAddress)) {
      if (headers['x-forwarded-for'] !== undefined) headers['x-forwarded-for'] = client.address;
    } else {
      for (const name of FORWARDED) delete headers[name];
    }
    ctx.request.ip = client.address;
    ctx.state.linxClient = client;
    return next();
  };
};
