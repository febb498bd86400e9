'use strict';

const { DEV_SECRETS } = require('./dev-secrets');
const { bodyLimits } = require('./body-limits');
const { UPLOAD_ALLOWED_TYPES } = require('../src/utils/media-types');

/**
 * Responsive formats of every raster upload (JPEG, PNG, WebP, GIF), named by these keys, plus Strapi's
 * `thumbnail` (245x156). A format is made only for breakpoints below the image's size, in its own format.
 * The site builds `srcset` from them (cms/README.md, "Media Library"). Steps of 1.33-1.5x: a full-width
 * image on a 412-px phone (372 CSS px) takes 480 at density 1 and 720 at 1.75-2, not the next size up.
 */
const BREAKPOINTS = { xxlarge: 1920, xlarge: 1280, large: 960, medium: 720, small: 480, xsmall: 320 };

/**
 * Where uploads are stored: the local folder public/uploads (default), or an S3-compatible bucket behind a
 * CDN with CMS_UPLOAD_PROVIDER=aws-s3 (cms/README.md, "Media on S3 and a CDN"). The provider package is
 * installed only where it is used: `npm install @strapi/provider-upload-aws-s3` in cms/.
 */
const s3Provider = (env) => {
  try {
    require.resolve('@strapi/provider-upload-aws-s3');
  } catch {
    throw new Error(
      'CMS_UPLOAD_PROVIDER=aws-s3 needs the provider package: run `npm install @strapi/provider-upload-aws-s3` in cms/ (see cms/README.md)',
    );
  }
  const endpoint = env('S3_ENDPOINT', '');
  // A replaced file keeps its address, so caches hold a file as long as the local server lets browsers do.
  const cacheControl = `public, max-age=${Math.round(env.int('CMS_STATIC_MAX_AGE_MS', 3600000) / 1000)}`;
  return {
    provider: 'aws-s3',
    providerOptions: {
      // Public base of the files: the CDN (with a path behaviour /uploads/* -> bucket, CMS_MEDIA_URL may be the
      // CMS's own public address, and nothing else changes). Without it the bucket's own address is used.
      baseUrl: env('CMS_MEDIA_URL', undefined),
      rootPath: env('S3_ROOT_PATH', 'uploads'),
      s3Options: {
        credentials: { accessKeyId: env('S3_ACCESS_KEY_ID'), secretAccessKey: env('S3_SECRET_ACCESS_KEY') },
        region: env('S3_REGION', 'us-east-1'),
        ...(endpoint ? { endpoint, forcePathStyle: env.bool('S3_FORCE_PATH_STYLE', true) } : {}),
        params: {
          Bucket: env('S3_BUCKET'),
          // Objects are public through the CDN; a private bucket with an origin access identity needs no ACL.
          ...(env('S3_ACL', '') ? { ACL: env('S3_ACL') } : {}),
        },
      },
    },
    actionOptions: {
      // Stored with each object; nosniff, the CSP and Content-Disposition are the CDN's response headers (README).
      upload: { CacheControl: cacheControl },
      uploadStream: { CacheControl: cacheControl },
      delete: {},
    },
  };
};

module.exports = ({ env }) => {
  const provider = env('CMS_UPLOAD_PROVIDER', 'local');
  if (!['local', 'aws-s3'].includes(provider)) throw new Error(`CMS_UPLOAD_PROVIDER must be "local" or "aws-s3", not "${provider}"`);
  return {
    'users-permissions': {
      config: {
        jwtSecret: env('JWT_SECRET', DEV_SECRETS.JWT_SECRET),
      },
    },
    upload: {
      config: {
        ...(provider === 'aws-s3'
          ? s3Provider(env)
          : { providerOptions: { localServer: { maxAge: env.int('CMS_STATIC_MAX_AGE_MS', 3600000) } } }),
        // Largest file (all files of one request together are cut at the same limit by the body parser).
        sizeLimit: bodyLimits(env).maxUploadBytes,
        breakpoints: BREAKPOINTS,
        // Every upload's type, checked by content as well as by name and declared type (the admin and the
        // content API); each media field narrows it further (src/bootstrap/upload-security.js).
        security: { allowedTypes: UPLOAD_ALLOWED_TYPES },
      },
    },
  };
};
