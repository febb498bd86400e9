'use strict';

const fs = require('node:fs/promises');

/**
 * Runs just after strapi::body: removes a multipart request's temporary files once the request is
 * answered, whatever the answer. Strapi's body parser removes them only after a request that succeeded,
 * and only those sent as `files`: an upload refused by a permission or a type check (403, 400) would
 * leave its files in the temporary folder.
 */
module.exports = () => async (ctx, next) => {
  try {
    await next();
  } finally {
    const files = Object.values(ctx.request.files ?? {}).flat();
    await Promise.all(files.map((file) => file?.filepath && fs.rm(file.filepath, { force: true })));
  }
};
