import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { tempDir, testConfig, waitFor } from './helpers/env';
import { injectLead, validLead } from './helpers/leads';

const ATTRIBUTION = {
  landing_page: '/servicios/seo',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'otoño',
};

/** Stands in for the analytics collector at the network edge: records each conversion it is sent. */
async function fakeCollector(status = 204) {
  const received: { authorization?: string; body: Record<string, unknown> }[] = [];
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      received.push({
        authorization: request.headers.authorization,
        body: JSON.parse(text) as Record<string, unknown>,
      });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('an accepted lead is counted as a conversion by the analytics collector', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function start(env: Record<string, string>): Promise<FastifyInstance> {
    const tmp = tempDir();
    const app = await buildApp(testConfig(`${tmp.dir}/leads.db`, env));
    cleanups.push(tmp.cleanup, () => app.close());
    await app.ready();
    return app;
  }

  it('reports a new lead once, with its attribution, and not its replay', async () => {
    const collector = await fakeCollector();
    cleanups.push(collector.stop);
    const app = await start({ ANALYTICS_URL: collector.url, ANALYTICS_INGEST_TOKEN: 'ingest-token-0123456789' });
    const key = randomUUID();
    const first = await injectLead(app, { ...validLead(1), attribution: ATTRIBUTION }, { from: '198.51.100.1', key });
    assert.equal(first.status, 202);
    await waitFor(() => collector.received.length === 1, 5_000, 'the conversion');
    assert.deepEqual(collector.received[0], {
      authorization: 'Bearer ingest-token-0123456789',
      body: { type: 'conversion', kind: 'lead', path: '/contacto', attribution: ATTRIBUTION },
    });
    const replay = await injectLead(app, { ...validLead(1), attribution: ATTRIBUTION }, { from: '198.51.100.1', key });
    assert.equal(replay.headers['idempotent-replayed'], 'true');
    // A second, unattributed lead: the replay above sent nothing, this one arrives as the second report.
    await injectLead(
      app,
      { ...validLead(2), attribution: { landing_page: 'javascript:alert(1)' } },
      { from: '198.51.100.2' },
    );
    await waitFor(() => collector.received.length === 2, 5_000, 'the second conversion');
    assert.deepEqual(collector.received[1].body.attribution, { landing_page: '/contacto' });
    assert.equal((await app.leads.counts()).pending, 2, 'a bad attribution never refuses the lead');
  });

  it('sends nothing for a visitor with Sec-GPC or DNT, and accepts the lead when the collector is down', async () => {
    const collector = await fakeCollector();
    cleanups.push(collector.stop);
    const app = await start({ ANALYTICS_URL: collector.url });
    for (const [n, headers] of [
      [1, { 'sec-gpc': '1' }],
      [2, { dnt: '1' }],
    ] as [number, Record<string, string>][]) {
      assert.equal(
        (await injectLead(app, { ...validLead(n), attribution: ATTRIBUTION }, { from: `198.51.100.${n}`, headers }))
          .status,
        202,
      );
    }
    await injectLead(app, validLead(3), { from: '198.51.100.3' });
    await waitFor(() => collector.received.length === 1, 5_000, 'the third lead only');
    assert.equal(collector.received.length, 1);

    const down = await start({ ANALYTICS_URL: 'http://127.0.0.1:9', ANALYTICS_TIMEOUT_MS: '300' });
    const response = await injectLead(down, validLead(4), { from: '198.51.100.4' });
    assert.equal(response.status, 202);
    assert.equal((await down.leads.counts()).pending, 1);
  });
});

describe('the ingest token in production', () => {
  it('refuses to start with ANALYTICS_URL and no ANALYTICS_INGEST_TOKEN when NODE_ENV=production', () => {
    const analytics = { NODE_ENV: 'production', ANALYTICS_URL: 'https://analytics.linx.cl' };
    assert.throws(() => loadConfig(analytics), /ANALYTICS_INGEST_TOKEN is required with ANALYTICS_URL/);
    assert.throws(() => loadConfig({ ...analytics, ANALYTICS_INGEST_TOKEN: ' ' }), /ANALYTICS_INGEST_TOKEN/);
    const token = 'ingest-token-for-production-0123456789abc';
    assert.equal(loadConfig({ ...analytics, ANALYTICS_INGEST_TOKEN: token }).analytics?.token, token);
    // No collector to report to, no token needed; a developer's machine may go without one.
    assert.equal(loadConfig({ NODE_ENV: 'production' }).analytics, null);
    assert.equal(loadConfig({ ANALYTICS_URL: 'http://127.0.0.1:4300' }).analytics?.token, null);
  });
});
