'use strict';

// The site loads every list in one call without pagination parameters (docs/site.md §9: no page sizes).
module.exports = ({ env }) => ({
  rest: {
    defaultLimit: env.int('CMS_API_DEFAULT_LIMIT', 1000),
    maxLimit: env.int('CMS_API_MAX_LIMIT', 1000),
    withCount: true,
  },
});
