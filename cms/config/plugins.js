'use strict';

const { DEV_SECRETS } = require('./dev-secrets');
const { bodyLimits } = require('./body-limits');

module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET', DEV_SECRETS.JWT_SECRET),
    },
  },
  upload: {
    config: {
      sizeLimit: bodyLimits(env).maxUploadBytes,
    },
  },
});
