import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { NO_LIMITS, tempDir, testConfig } from './helpers/env';
import { failCommitsAfter, sqliteDb } from './helpers/failing-commit';
import { postLead, validLead } from './helpers/leads';

describe('POST /crm.lead', () => {
  let app: FastifyInstance;
  let base: string;
  let logs = '';
  const tmp = tempDir();

  before(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, callback) {
        logs += chunk.toString();
        callback();
      },
    });
    app = await buildApp(testConfig(`${tmp.dir}/leads.db`, { LOG_LEVEL: 'debug', ...NO_LIMITS }), { logStream });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  });

  after(async () => {
    await app.close();
    tmp.cleanup();
  });

  const rows = async () => Object.values(await app.leads.counts()).reduce((sum, n) => sum + n, 0);

  /** Runs a request that must be refused and checks that nothing was stored. */
  async function refused(body: unknown, options: Parameters<typeof postLead>[2] = {}) {
    const before = await rows();
    const response = await postLead(base, body, options);
    assert.equal(await rows(), before, 'a refused request stored nothing');
    return response;
  }

  it('stores a valid lead and answers 202 with its id', async () => {
    const lead = validLead(1);
    const key = randomUUID();
    const response = await postLead(base, lead, { key });
    assert.equal(response.status, 202);
    assert.equal(response.body.status, 'accepted');
    assert.match(response.body.id, /^[0-9a-f-]{36}$/);
    const stored = await app.leads.get(response.body.id);
    assert.ok(stored, 'the lead is in the store when the answer arrives');
    assert.deepEqual(stored.payload, lead);
    assert.equal(stored.status, 'pending');
    assert.equal(stored.idempotencyKey, key);
    assert.equal(response.headers.get('cache-control'), 'no-store');
  });

  it('accepts accents and ñ in the name and extra unknown fields are not stored', async () => {
    const response = await postLead(base, { ...validLead(2), name: 'Ñandú Peñaloza Güemes', extra: 'x' });
    assert.equal(response.status, 202);
    const stored = await app.leads.get(response.body.id);
    assert.equal(stored?.payload.name, 'Ñandú Peñaloza Güemes');
    assert.deepEqual(Object.keys(stored?.payload ?? {}), ['name', 'email_from', 'contact_name', 'description']);
  });

  it('answers a repeated idempotency key with the same lead and stores one row', async () => {
    const key = randomUUID();
    const first = await postLead(base, validLead(3), { key });
    const before = await rows();
    const again = await Promise.all([postLead(base, validLead(3), { key }), postLead(base, validLead(3), { key })]);
    for (const response of again) {
      assert.equal(response.status, 202);
      assert.equal(response.body.id, first.body.id);
      assert.equal(response.headers.get('idempotent-replayed'), 'true');
    }
    assert.equal(await rows(), before);
  });

  it('refuses a reused idempotency key with different content (422)', async () => {
    const key = randomUUID();
    await postLead(base, validLead(4), { key });
    const response = await refused(validLead(5), { key });
    assert.equal(response.status, 422);
    assert.equal(response.body.error, 'idempotency_key_reused');
  });

  it('refuses a malformed idempotency key (400)', async () => {
    for (const key of ['short', 'has spaces in it', 'x'.repeat(129)]) {
      const response = await refused(validLead(6), { key });
      assert.equal(response.status, 400);
      assert.equal(response.body.error, 'invalid_idempotency_key');
    }
  });

  it('stores a lead sent without an idempotency key', async () => {
    const response = await postLead(base, validLead(7), { key: null });
    assert.equal(response.status, 202);
    assert.equal((await app.leads.get(response.body.id))?.idempotencyKey, null);
  });

  const invalid: [string, Record<string, unknown>, string[]][] = [
    ['missing fields', { name: 'Ana' }, ['email_from', 'contact_name', 'description']],
    ['blank name', { ...validLead(), name: '   ' }, ['name']],
    ['blocked webmail domain', { ...validLead(), email_from: 'ana@GMAIL.com' }, ['email_from']],
    ['one-letter TLD', { ...validLead(), email_from: 'ana@empresa.c' }, ['email_from']],
    ['too long company', { ...validLead(), contact_name: 'x'.repeat(161) }, ['contact_name']],
    ['unknown service', { ...validLead(), description: 'Hola Servicio Inventado' }, ['description']],
    ['non-text value', { ...validLead(), name: 42 }, ['name']],
  ];
  for (const [label, body, fields] of invalid) {
    it(`answers 400 with field errors for ${label}`, async () => {
      const response = await refused(body);
      assert.equal(response.status, 400);
      assert.deepEqual(
        response.body.errors.map((e: { field: string }) => e.field),
        fields,
      );
      for (const error of response.body.errors) assert.equal(typeof error.message, 'string');
    });
  }

  it('answers 400 with every field for a JSON body that is not an object', async () => {
    for (const body of ['[]', '"texto"', '42', 'null']) {
      const response = await refused(body);
      assert.equal(response.status, 400);
      assert.equal(response.body.errors.length, 4);
    }
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await refused('{"name": "Ana", "email_from": "ana@secreto.cl",');
    assert.equal(response.status, 400);
    assert.equal(response.body.error, 'invalid_json');
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await refused({ ...validLead(), description: `${'x'.repeat(17_000)} Asistente IA` });
    assert.equal(response.status, 413);
    assert.equal(response.body.error, 'payload_too_large');
  });

  it('answers 415 for bodies that are not JSON', async () => {
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      null,
    ]) {
      const body = contentType === 'application/x-www-form-urlencoded' ? 'name=Ana' : JSON.stringify(validLead());
      const response = await refused(body, { contentType });
      assert.equal(response.status, 415, String(contentType));
      assert.equal(response.body.error, 'unsupported_media_type');
    }
  });

  it('accepts JSON with a charset', async () => {
    const response = await postLead(base, validLead(8), { contentType: 'application/json; charset=utf-8' });
    assert.equal(response.status, 202);
  });

  it('stores a lead whose honeypot field is filled as spam, answering 202 as if accepted', async () => {
    const response = await postLead(base, { ...validLead(9), website: 'http://spam.example' });
    assert.equal(response.status, 202);
    assert.equal(response.body.status, 'accepted');
    const stored = await app.leads.get(response.body.id);
    assert.equal(stored?.status, 'spam');
    assert.equal(stored?.lastError, 'honeypot field filled');
    assert.equal(stored?.payload.name, validLead(9).name);
  });

  it('stores an unvalidated honeypot hit cut to the field limits, without control characters', async () => {
    const body = { name: 'Bot\u001b[31m\nRed', email_from: 42, description: 'x'.repeat(6000), website: 'y' };
    const response = await postLead(base, body);
    assert.equal(response.status, 202);
    const stored = (await app.leads.get(response.body.id))!;
    assert.deepEqual(
      { ...stored.payload, description: stored.payload.description.length },
      { name: 'Bot[31m Red', email_from: '', contact_name: '', description: 5000 },
    );
  });

  it('stores a lead whose honeypot field is present but empty', async () => {
    const response = await postLead(base, { ...validLead(10), website: '' });
    assert.equal(response.status, 202);
    assert.ok(await app.leads.get(response.body.id));
  });

  it('allows the configured site origins by CORS', async () => {
    const preflight = await fetch(`${base}/crm.lead`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,idempotency-key',
      },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), 'http://localhost:3000');
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /Idempotency-Key/i);
    assert.match(preflight.headers.get('access-control-allow-methods') ?? '', /POST/);

    const response = await postLead(base, validLead(11), { origin: 'http://127.0.0.1:3000' });
    assert.equal(response.status, 202);
    assert.equal(response.headers.get('access-control-allow-origin'), 'http://127.0.0.1:3000');
  });

  it('denies other origins: no CORS grant and the POST is refused', async () => {
    const preflight = await fetch(`${base}/crm.lead`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    assert.equal(preflight.headers.get('access-control-allow-origin'), null);
    const response = await refused(validLead(12), { origin: 'https://evil.example' });
    assert.equal(response.status, 403);
    assert.equal(response.headers.get('access-control-allow-origin'), null);
  });

  it('sends security headers', async () => {
    const response = await postLead(base, validLead(13));
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.ok(response.headers.get('content-security-policy'));
    assert.ok(response.headers.get('strict-transport-security'));
    assert.equal(response.headers.get('x-frame-options'), 'SAMEORIGIN');
  });

  it('answers 404 as JSON for unknown routes', async () => {
    const response = await fetch(`${base}/nothing`);
    assert.equal(response.status, 404);
    assert.equal(((await response.json()) as { error: string }).error, 'not_found');
  });

  it('answers 500, never 202, when the commit of a lead fails', async () => {
    failCommitsAfter(sqliteDb(app.leads), 'INSERT');
    try {
      const key = randomUUID();
      const response = await postLead(base, validLead(14), { key });
      assert.equal(response.status, 500);
      assert.equal(response.body.error, 'internal_error');
      assert.equal(await app.leads.byIdempotencyKey(key), undefined, 'nothing was stored');
    } finally {
      sqliteDb(app.leads).exec('DROP TRIGGER fail_commit_after_insert');
    }
    assert.equal((await postLead(base, validLead(14))).status, 202);
  });

  it('reports health without lead counts', async () => {
    const response = await fetch(`${base}/health`);
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { status: 'ok', forwarder: 'off' });
  });

  it('never writes lead content to the logs', () => {
    assert.ok(logs.includes('lead stored'), 'logs were captured');
    for (const secret of ['comercial-andes', 'mjose', 'Ñúñez', 'Ñandú', 'secreto.cl', 'Queremos medir', 'GMAIL']) {
      assert.ok(!logs.includes(secret), `logs must not contain "${secret}"`);
    }
  });
});

describe('rate limit', () => {
  it('answers 429 once a client exceeds the limit, with a JSON body and Retry-After', async () => {
    const tmp = tempDir();
    const app = await buildApp(
      testConfig(`${tmp.dir}/leads.db`, { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' }),
    );
    try {
      const base = await app.listen({ host: '127.0.0.1', port: 0 });
      const statuses: number[] = [];
      let limited: Awaited<ReturnType<typeof postLead>> | undefined;
      for (let i = 0; i < 5; i += 1) {
        const response = await postLead(base, validLead(i));
        statuses.push(response.status);
        if (response.status === 429) limited = response;
      }
      assert.deepEqual(statuses, [202, 202, 202, 429, 429]);
      assert.equal(limited?.body.error, 'rate_limited');
      assert.ok(Number(limited?.headers.get('retry-after')) > 0);
      assert.equal((await app.leads.counts()).pending, 3);
      // The health check is not rate limited.
      assert.equal((await fetch(`${base}/health`)).status, 200);
    } finally {
      await app.close();
      tmp.cleanup();
    }
  });

  it('can all be turned off with 0', async () => {
    const tmp = tempDir();
    const app = await buildApp(testConfig(`${tmp.dir}/leads.db`, NO_LIMITS));
    try {
      const base = await app.listen({ host: '127.0.0.1', port: 0 });
      for (let i = 0; i < 40; i += 1) assert.equal((await postLead(base, validLead(i))).status, 202);
    } finally {
      await app.close();
      tmp.cleanup();
    }
  });
});
