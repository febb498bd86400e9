// Configuration defaults that keep a fresh install safe (issue 15, items 6-7): loopback bind, and
// body and upload limits wired into the body parser, the upload guard and the upload plugin.
import { describe, it, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { env } = require('@strapi/utils');
const server = require('../config/server.js');
const middlewares = require('../config/middlewares.js');
const plugins = require('../config/plugins.js');

const VARS = ['HOST', 'CMS_BODY_MAX_BYTES', 'CMS_UPLOAD_MAX_BYTES'];
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
    assert.deepEqual(middleware('global::upload-guard').config, { maxBodyBytes: 1048576, maxUploadBytes: 50 * 1048576 });
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
});
