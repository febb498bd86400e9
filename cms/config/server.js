'use strict';

const { devSecret } = require('./dev-secrets');

module.exports = ({ env }) => ({
  host: env('HOST', '0.0.0.0'),
  port: env.int('PORT', 1337),
  // Public address of this server when it sits behind a proxy; empty means "derive from host/port".
  url: env('SERVER_URL', ''),
  proxy: env.bool('IS_PROXIED', false),
  app: {
    keys: env.array('APP_KEYS', [devSecret('app-key-1'), devSecret('app-key-2')]),
  },
  cron: { enabled: false },
});
