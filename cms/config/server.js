'use strict';

const { DEV_SECRETS } = require('./dev-secrets');

module.exports = ({ env }) => ({
  // Loopback by default like the other apps; HOST=0.0.0.0 (or an address) exposes it.
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  // Public address of this server when it sits behind a proxy; empty means "derive from host/port".
  url: env('SERVER_URL', ''),
  proxy: env.bool('IS_PROXIED', false),
  app: {
    keys: env.array('APP_KEYS', DEV_SECRETS.APP_KEYS),
  },
  cron: { enabled: false },
  // Static folder; the local upload provider writes the Media Library to its uploads/ subfolder, which must
  // exist. CMS_PUBLIC_DIR moves it (tests and throw-away servers keep their uploads out of cms/public).
  dirs: { public: env('CMS_PUBLIC_DIR', './public') },
});
