'use strict';

const { bodyLimits } = require('./body-limits');

const DEFAULT_ORIGINS = 'http://localhost:3000,http://127.0.0.1:3000';

/** The admin panel's CSP, plus the media origin when uploads live on a CDN (CMS_MEDIA_URL, see config/plugins.js). */
const securityConfig = (env) => {
  const mediaUrl = env('CMS_MEDIA_URL', '');
  if (!mediaUrl) return {};
  const origin = new URL(mediaUrl).origin;
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'market-assets.strapi.io', origin],
        'media-src': ["'self'", 'data:', 'blob:', origin],
      },
    },
  };
};

module.exports = ({ env }) => {
  const { maxBodyBytes, maxUploadBytes } = bodyLimits(env);
  return [
    // First: who each request comes from, believing forwarded headers only from TRUST_PROXY's proxies.
    { name: 'global::client-address', config: { trustProxy: env('TRUST_PROXY', '') } },
    'strapi::logger',
    'strapi::errors',
    { name: 'strapi::security', config: securityConfig(env) },
    // Files under /uploads: nosniff, a CSP that runs nothing, downloads for non-media (after the admin's CSP).
    'global::media-headers',
    {
      name: 'strapi::cors',
      config: {
        // The site (shell on :3000) reads the API from the browser. CORS_ORIGINS is comma-separated;
        // "*" allows any (refused in production: src/utils/production-checks.js).
        origin: env.array('CORS_ORIGINS', DEFAULT_ORIGINS.split(',')),
        methods: ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'],
        // X-Linx-Preview: the preview token of a page in preview mode (src/utils/preview-token.js).
        headers: ['Content-Type', 'Authorization', 'Origin', 'Accept', 'X-Linx-Preview'],
        keepHeadersOnError: true,
      },
    },
    'strapi::poweredBy',
    // Public reads (no credentials, or the read-only token): only the site's query shapes, before anything
    // runs them (src/utils/public-read-policy.js). After CORS so refusals carry its headers.
    'global::public-read-guard',
    // After CORS/security so cached answers carry the same headers. CMS_API_CACHE_TTL_MS=0 turns it off.
    // Reads it cannot answer count against their client's budget (0 turns the budget off).
    {
      name: 'global::public-cache',
      config: {
        ttlMs: env.int('CMS_API_CACHE_TTL_MS', 10000),
        maxBytes: env.int('CMS_API_CACHE_MAX_BYTES', 32 * 1024 * 1024),
        maxEntries: env.int('CMS_API_CACHE_MAX_ENTRIES', 1000),
        missesPerMinute: env.int('CMS_API_MISSES_PER_MINUTE', 60),
        missBurst: env.int('CMS_API_MISS_BURST', 120),
        missExempt: env('CMS_API_MISS_EXEMPT', 'loopback'),
      },
    },
    // Inside the cache, so an answer over the cap is never stored.
    { name: 'global::public-answer-cap', config: { maxBytes: env.int('CMS_API_MAX_ANSWER_BYTES', 8 * 1024 * 1024) } },
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
    // Removes an upload's temporary files whatever the answer (the parser keeps them after a refusal).
    'global::upload-cleanup',
    'strapi::session',
    'strapi::favicon',
    // Serves cms/public (CMS_PUBLIC_DIR); the upload plugin serves the Media Library under /uploads itself.
    { name: 'strapi::public', config: { maxAge: env.int('CMS_STATIC_MAX_AGE_MS', 3600000) } },
  ];
};
