'use strict';

const { bodyLimits } = require('./body-limits');

const DEFAULT_ORIGINS = 'http://localhost:3000,http://127.0.0.1:3000';

module.exports = ({ env }) => {
  const { maxBodyBytes, maxUploadBytes } = bodyLimits(env);
  return [
    'strapi::logger',
    'strapi::errors',
    'strapi::security',
    {
      name: 'strapi::cors',
      config: {
        // The site (shell on :3000) reads the API from the browser. CORS_ORIGINS is comma-separated;
        // "*" allows any (refused in production: src/utils/production-checks.js).
        origin: env.array('CORS_ORIGINS', DEFAULT_ORIGINS.split(',')),
        methods: ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'],
        headers: ['Content-Type', 'Authorization', 'Origin', 'Accept'],
        keepHeadersOnError: true,
      },
    },
    'strapi::poweredBy',
    // After CORS/security so cached answers carry the same headers. CMS_API_CACHE_TTL_MS=0 turns it off.
    {
      name: 'global::public-cache',
      config: {
        ttlMs: env.int('CMS_API_CACHE_TTL_MS', 10000),
        maxBytes: env.int('CMS_API_CACHE_MAX_BYTES', 32 * 1024 * 1024),
        maxEntries: env.int('CMS_API_CACHE_MAX_ENTRIES', 1000),
      },
    },
    'strapi::query',
    // Refuses anonymous multipart and oversized bodies before strapi::body writes anything to disk.
    { name: 'global::upload-guard', config: { maxBodyBytes, maxUploadBytes } },
    {
      name: 'strapi::body',
      config: {
        jsonLimit: maxBodyBytes,
        formLimit: maxBodyBytes,
        textLimit: maxBodyBytes,
        formidable: { maxFileSize: maxUploadBytes, maxFieldsSize: maxBodyBytes },
      },
    },
    'strapi::session',
    'strapi::favicon',
    // Serves cms/public (seed media under /media, uploads under /uploads).
    { name: 'strapi::public', config: { maxAge: env.int('CMS_STATIC_MAX_AGE_MS', 3600000) } },
  ];
};
