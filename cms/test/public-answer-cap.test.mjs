// A public read's answer has a size bound (issue 30): over CMS_API_MAX_ANSWER_BYTES it becomes a 500 in
// Strapi's error shape that the response cache never stores; under it, the cache stores the bytes sent.
// Credentials: the read-only token is told apart from editors' credentials before the router runs.
import { describe, it, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const publicCache = require('../src/middlewares/public-cache.js');
const answerCap = require('../src/middlewares/public-answer-cap.js');
const cache = require('../src/utils/response-cache.js');
const { credentialKind, isReadOnlyToken } = require('../src/utils/request-credentials.js');

const warnings = [];
const strapi = { log: { warn: (line) => warnings.push(line) } };
const MAX_BYTES = 2048;

/** A public GET through the cache and the cap; `entries` plays Strapi answering that many entries. */
const request = async (url, entries) => {
  const headers = {};
  const ctx = {
    method: 'GET',
    url,
    path: url.split('?')[0],
    status: 404,
    type: '',
    state: { linxPublicRead: true },
    get: () => '',
    set: (name, value) => (headers[name.toLowerCase()] = value),
  };
  const cap = answerCap({ maxBytes: MAX_BYTES }, { strapi });
  let ran = false;
  const strapiAnswers = async () => {
    ran = true;
    ctx.status = 200;
    ctx.body = { data: Array.from({ length: entries }, (_, id) => ({ id, title: 'x'.repeat(100) })), meta: {} };
  };
  await publicCache({ ttlMs: 60_000 })(ctx, () => cap(ctx, strapiAnswers));
  return { ctx, ran, xCache: headers['x-cache'] };
};

// Each test uses its own URLs: the store is process-wide, and clearing it would stop it storing for 2 s.
describe('public answer size cap', () => {
  it('answers a 500 in the error shape over the cap, and does not cache it', async () => {
    const first = await request('/api/articles?big', 40);
    assert.equal(first.ctx.status, 500);
    assert.equal(first.ctx.body.data, null);
    assert.equal(first.ctx.body.error.status, 500);
    assert.match(first.ctx.body.error.message, /larger than 2048 bytes/);
    assert.match(warnings.at(-1), /\/api\/articles\?big: answer of \d+ bytes over CMS_API_MAX_ANSWER_BYTES/);
    const second = await request('/api/articles?big', 40);
    assert.ok(second.ran, 'asked Strapi again: the error was not cached');
    assert.equal(second.xCache, 'MISS');
    assert.equal(cache.stats().entries, 0);
  });

  it('sends an answer under the cap as JSON text, which the cache stores as it is', async () => {
    const first = await request('/api/articles?small', 3);
    assert.equal(first.ctx.status, 200);
    assert.equal(typeof first.ctx.body, 'string');
    assert.ok(Buffer.byteLength(first.ctx.body) <= MAX_BYTES);
    assert.equal(first.ctx.type, 'application/json');
    const second = await request('/api/articles?small', 3);
    assert.equal(second.ran, false);
    assert.equal(second.xCache, 'HIT');
    assert.equal(second.ctx.body, first.ctx.body);
  });
});

describe('request credentials', () => {
  const saved = process.env.CMS_READ_TOKEN;
  afterEach(() => {
    if (saved === undefined) delete process.env.CMS_READ_TOKEN;
    else process.env.CMS_READ_TOKEN = saved;
  });
  const ctxWith = (authorization) => ({
    path: '/api/upload',
    state: {},
    get: (name) => (name.toLowerCase() === 'authorization' ? authorization : ''),
  });
  /** A Strapi whose authentication would accept anything as a full-access token. */
  const permissive = {
    config: { get: () => '/api' },
    get: () => ({
      authenticate: async (ctx, next) => {
        ctx.state.auth = { strategy: { name: 'content-api-token' }, credentials: { type: 'full-access' } };
        await next();
      },
    }),
  };

  it('no Authorization header is anonymous; the CMS_READ_TOKEN is "read" whatever rights it was created with', async () => {
    assert.equal(await credentialKind(permissive, ctxWith('')), 'none');
    process.env.CMS_READ_TOKEN = 'site-read-token';
    assert.equal(await credentialKind(permissive, ctxWith('Bearer site-read-token')), 'read');
    assert.equal(await credentialKind(permissive, ctxWith('Bearer another-token')), 'full');
  });

  it('read-only API tokens, and custom ones that only find, are read tokens', () => {
    assert.equal(isReadOnlyToken({ type: 'read-only' }), true);
    assert.equal(
      isReadOnlyToken({ type: 'custom', permissions: ['api::article.article.find', 'api::article.article.findOne'] }),
      true,
    );
    assert.equal(
      isReadOnlyToken({
        type: 'custom',
        permissions: ['api::article.article.find', 'plugin::upload.content-api.upload'],
      }),
      false,
    );
    assert.equal(isReadOnlyToken({ type: 'full-access' }), false);
  });
});
