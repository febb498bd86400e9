'use strict';

const { devSecret } = require('./dev-secrets');

module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET', devSecret('users-permissions-jwt-secret')),
    },
  },
});
