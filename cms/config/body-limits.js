'use strict';

/**
 * Request size limits, shared by the body parser (config/middlewares.js), the upload guard
 * (src/middlewares/upload-guard.js) and the upload plugin (config/plugins.js).
 */
const bodyLimits = (env) => ({
  // JSON, form and text bodies (content-manager saves, logins): parsed in memory.
  maxBodyBytes: env.int('CMS_BODY_MAX_BYTES', 1024 * 1024),
  // All the files of one multipart upload together: formidable stops writing past it.
  maxUploadBytes: env.int('CMS_UPLOAD_MAX_BYTES', 50 * 1024 * 1024),
});

module.exports = { bodyLimits };
