'use strict';

/**
 * Headers of the files under /uploads (the Media Library on the local provider). An uploaded file is
 * content from an editor's machine served from the CMS's own origin, next to the admin panel: it must
 * never run as a page there. So every answer under /uploads carries
 *   - X-Content-Type-Options: nosniff (the browser keeps the stored type, never guesses HTML or script);
 *   - Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; sandbox (an SVG or anything
 *     opened directly loads nothing, runs no script and gets a unique origin, so it cannot read the admin's
 *     storage even if a sanitiser missed something);
 *   - Cross-Origin-Resource-Policy: cross-origin (the site, another origin, shows the images);
 *   - Content-Disposition: attachment for anything that is not an image or a video (PDFs download: a
 *     sandboxed document cannot show the browser's PDF viewer).
 * With a bucket/CDN provider, set the same headers there (cms/README.md, "Media on S3 and a CDN").
 */
const CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const INLINE = /^(image|video|audio)\//;

module.exports = () => async (ctx, next) => {
  if (!ctx.path.startsWith('/uploads/')) return next();
  await next();
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Content-Security-Policy', CSP);
  ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
  const type = String(ctx.response.get('Content-Type') || ctx.type || '');
  if (ctx.status < 300 && !INLINE.test(type)) {
    // Saved under the uploaded name, less the hash Strapi adds (brief_retail_d8feacfc61.pdf -> brief_retail.pdf).
    const name = decodeURIComponent(ctx.path.split('/').pop()).replace(/_[0-9a-f]{10}(\.[a-z0-9]+)$/i, '$1').replace(/[^\w.-]/g, '_');
    ctx.set('Content-Disposition', `attachment; filename="${name}"`);
  }
};
