import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../src/config';
import { collectorsPerTest } from './helpers/env';
import { CAMPAIGN } from './helpers/beacons';

const STAFF = 'staff-token-for-tests-0123456789';
const INGEST = 'ingest-token-for-production-0123456789abc';

const production = (extra: Record<string, string>) => ({
  NODE_ENV: 'production',
  ANALYTICS_STAFF_TOKEN: STAFF,
  ...extra,
});

/** A lead's conversion as the lead service posts it, from `from` (with `forwardedFor` behind a proxy). */
const postConversion = (app: FastifyInstance, headers: Record<string, string> = {}, from = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/conversions',
    remoteAddress: from,
    headers: { 'content-type': 'application/json', ...headers },
    payload: { type: 'conversion', kind: 'lead', path: '/contacto', attribution: CAMPAIGN },
  });

const storedConversions = async (app: FastifyInstance) =>
  (await app.events.all<{ n: number }>("SELECT COUNT(*) AS n FROM events WHERE type = 'conversion'"))[0].n;

describe('server-side conversions need the ingest token in production', () => {
  const start = collectorsPerTest();

  it('refuses to start with NODE_ENV=production without the ingest token, or with a short one', () => {
    assert.throws(() => loadConfig(production({})), /ANALYTICS_INGEST_TOKEN is required when NODE_ENV=production/);
    assert.throws(
      () => loadConfig(production({ ANALYTICS_INGEST_TOKEN: '   ' })),
      /ANALYTICS_INGEST_TOKEN is required/,
    );
    // 16 characters are enough on a developer's machine, not in production.
    assert.throws(
      () => loadConfig(production({ ANALYTICS_INGEST_TOKEN: 'short-but-16-chars' })),
      /ANALYTICS_INGEST_TOKEN must be at least 32 characters long/,
    );
    assert.equal(loadConfig({ ANALYTICS_INGEST_TOKEN: 'short-but-16-chars' }).ingestToken, 'short-but-16-chars');
    assert.equal(loadConfig(production({ ANALYTICS_INGEST_TOKEN: INGEST })).ingestToken, INGEST);
  });

  it('refuses a conversion without the token even from loopback (a local proxy) once a token is configured', async () => {
    const app = await start({ ANALYTICS_INGEST_TOKEN: INGEST, TRUST_PROXY: '127.0.0.1' });
    // A client of the local proxy: the peer is loopback, its own address comes in X-Forwarded-For.
    assert.equal((await postConversion(app)).statusCode, 401);
    assert.equal((await postConversion(app, { 'x-forwarded-for': '127.0.0.1' })).statusCode, 401);
    assert.equal((await postConversion(app, { authorization: 'Bearer ' + 'x'.repeat(INGEST.length) })).statusCode, 401);
    assert.equal(await storedConversions(app), 0);
    // The lead service, with the token.
    assert.equal((await postConversion(app, { authorization: `Bearer ${INGEST}` })).statusCode, 204);
    assert.equal(await storedConversions(app), 1);
  });
});
