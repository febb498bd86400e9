// Configuration defaults that keep a fresh install safe (issue 15, items 6-7): loopback bind, and
// body and upload limits wired into the body parser, the upload guard and the upload plugin; the Media
// Library's breakpoints, type allow-list and the S3/CDN switch (issue 19).
import { describe, it, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { env } = require('@strapi/utils');
const server = require('../config/server.js');
const middlewares = require('../config/middlewares.js');
const plugins = require('../config/plugins.js');

const VARS = [
  'HOST',
  'CMS_BODY_MAX_BYTES',
  'CMS_UPLOAD_MAX_BYTES',
  'CMS_UPLOAD_PROVIDER',
  'CMS_MEDIA_URL',
  'CMS_PUBLIC_DIR',
];
const saved = Object.fromEntries(VARS.map((name) => [name, process.env[name]]));
const setEnv = (values) => {
  for (const name of VARS) delete process.env[name];
  Object.assign(process.env, values);
};
const middleware = (name) => middlewares({ env }).find((m) => m.name === name);

describe('CMS configuration', () => {
  afterEach(() => setEnv(Object.fromEntries(Object.entries(saved).filter(([, v]) => v !== undefined))));

  it('binds to 127.0.0.1 unless HOST says otherwise', () => {
    setEnv({});
    assert.equal(server({ env }).host, '127.0.0.1');
    setEnv({ HOST: '0.0.0.0' });
    assert.equal(server({ env }).host, '0.0.0.0');
  });

  it('limits bodies to 1 MiB and uploads to 50 MiB by default', () => {
    setEnv({});
    const body = middleware('strapi::body').config;
    assert.deepEqual([body.jsonLimit, body.formLimit, body.textLimit], [1048576, 1048576, 1048576]);
    assert.equal(body.formidable.maxFileSize, 50 * 1048576);
    assert.deepEqual(middleware('global::upload-guard').config, {
      maxBodyBytes: 1048576,
      maxUploadBytes: 50 * 1048576,
    });
    assert.equal(plugins({ env }).upload.config.sizeLimit, 50 * 1048576);
  });

  it('takes the limits from CMS_BODY_MAX_BYTES and CMS_UPLOAD_MAX_BYTES', () => {
    setEnv({ CMS_BODY_MAX_BYTES: '2048', CMS_UPLOAD_MAX_BYTES: '4096' });
    assert.equal(middleware('strapi::body').config.jsonLimit, 2048);
    assert.equal(middleware('strapi::body').config.formidable.maxFileSize, 4096);
    assert.equal(plugins({ env }).upload.config.sizeLimit, 4096);
  });

  it('runs the upload guard before the body parser', () => {
    const names = middlewares({ env }).map((m) => (typeof m === 'string' ? m : m.name));
    assert.equal(names.indexOf('global::upload-guard'), names.indexOf('strapi::body') - 1);
  });

  it('makes responsive formats at 320, 480, 720, 960, 1280 and 1920 px and takes only images, mp4/webm videos and PDF', () => {
    setEnv({});
    const { config } = plugins({ env }).upload;
    assert.deepEqual(config.breakpoints, {
      xxlarge: 1920,
      xlarge: 1280,
      large: 960,
      medium: 720,
      small: 480,
      xsmall: 320,
    });
    assert.deepEqual(config.security.allowedTypes.sort(), [
      'application/pdf',
      'image/avif',
      'image/gif',
      'image/jpeg',
      'image/png',
      'image/svg+xml',
      'image/webp',
      'video/mp4',
      'video/webm',
    ]);
    assert.equal(config.provider, undefined, 'the local provider by default');
    assert.equal(config.providerOptions.localServer.maxAge, 3600000);
  });

  it('maps each media kind to exact types: "files" is PDF only', () => {
    const { typesForAttribute } = require('../src/utils/media-types.js');
    assert.deepEqual(typesForAttribute({ type: 'media', allowedTypes: ['files'] }), ['application/pdf']);
    assert.deepEqual(typesForAttribute({ type: 'media', allowedTypes: ['images', 'videos'] }), [
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/avif',
      'image/gif',
      'image/svg+xml',
      'video/mp4',
      'video/webm',
    ]);
  });

  it('selects the S3 provider only with CMS_UPLOAD_PROVIDER=aws-s3, and says how to install it when missing', () => {
    setEnv({ CMS_UPLOAD_PROVIDER: 'aws-s3' });
    let installed = true;
    try {
      require.resolve('@strapi/provider-upload-aws-s3');
    } catch {
      installed = false;
    }
    if (installed) assert.equal(plugins({ env }).upload.config.provider, 'aws-s3');
    else assert.throws(() => plugins({ env }), /npm install @strapi\/provider-upload-aws-s3/);
    setEnv({ CMS_UPLOAD_PROVIDER: 'dropbox' });
    assert.throws(() => plugins({ env }), /CMS_UPLOAD_PROVIDER/);
  });

  it("adds the CDN's origin to the admin panel's img-src and media-src when CMS_MEDIA_URL is set", () => {
    setEnv({});
    assert.deepEqual(middleware('strapi::security').config, {});
    setEnv({ CMS_MEDIA_URL: 'https://media.linx.cl/uploads' });
    const { directives } = middleware('strapi::security').config.contentSecurityPolicy;
    assert.ok(directives['img-src'].includes('https://media.linx.cl'));
    assert.ok(directives['media-src'].includes('https://media.linx.cl'));
  });

  it('keeps the public folder in cms/public unless CMS_PUBLIC_DIR moves it', () => {
    setEnv({});
    assert.equal(server({ env }).dirs.public, './public');
    setEnv({ CMS_PUBLIC_DIR: '/srv/linx-cms' });
    assert.equal(server({ env }).dirs.public, '/srv/linx-cms');
  });
});
