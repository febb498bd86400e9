'use strict';

const { DEV_SECRETS } = require('./dev-secrets');
const { trustedProxies } = require('../src/utils/client-address');

/**
 * Behind a proxy, Koa reads X-Forwarded-Proto/-Host (secure cookies, links) only with TRUST_PROXY, the
 * proxies' addresses: src/middlewares/client-address.js removes forwarded headers that come from anywhere
 * else and sets the client's address, so nobody chooses theirs with X-Forwarded-For. IS_PROXIED=true alone
 * is refused: it would not say which proxy to believe.
 */
const proxyConfig = (env) => {
  const proxies = trustedProxies(env('TRUST_PROXY', ''));
  if (env.bool('IS_PROXIED', false) && proxies.entries.length === 0)
    throw new Error('IS_PROXIED=true: name the proxies in front of the CMS in TRUST_PROXY (e.g. 127.0.0.1)');
  return { koa: proxies.entries.length > 0 };
};

module.exports = ({ env }) => ({
  // Loopback by default like the other apps; HOST=0.0.0.0 (or an address) exposes it.
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  // Public address of this server when it sits behind a proxy; empty means "derive from host/port".
  url: env('SERVER_URL', ''),
  proxy: proxyConfig(env),
  app: {
    keys: env.array('APP_KEYS', DEV_SECRETS.APP_KEYS),
  },
  cron: { enabled: false },
  // Static folder; the local upload provider writes the Media Library to its uploads/ subfolder, which must
  // exist. CMS_PUBLIC_DIR moves it (tests and throw-away servers keep their uploads out of cms/public).
  dirs: { public: env('CMS_PUBLIC_DIR', './public') },
});
