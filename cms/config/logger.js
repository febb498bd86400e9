'use strict';

// LOG_LEVEL=warn silences the per-request lines (tests, benchmarks); default keeps Strapi's "http" level.
module.exports = {
  level: process.env.LOG_LEVEL || 'http',
};
