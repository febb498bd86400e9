import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { runCli } from './helpers/child';
import { tempDir, testConfig, waitFor } from './helpers/env';
import { FakeOdoo, leadIdOf } from './helpers/fake-odoo';
import { injectLead, validLead } from './helpers/leads';

describe('no single client can shut the contact form', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function start(env: Record<string, string>): Promise<{ app: FastifyInstance; db: string }> {
    const tmp = tempDir();
    const db = `${tmp.dir}/leads.db`;
    const app = await buildApp(testConfig(db, env));
    cleanups.push(tmp.cleanup, () => app.close());
    await app.ready();
    return { app, db };
  }

  it('limits a flooding client below the hourly cap, so every other visitor is still accepted', async () => {
    const { app } = await start({
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_MAX: '20',
      LEADS_PER_CLIENT_PER_HOUR: '4',
      LEADS_PER_HOUR_MAX: '6',
    });
    // Behind the proxy, the flooder writes a fresh X-Forwarded-For each time; the proxy appends the
    // address it saw, the only one believed.
    const flood = (n: number, key = randomUUID()) =>
      injectLead(app, validLead(n), {
        from: '127.0.0.1',
        key,
        headers: { 'x-forwarded-for': `203.0.113.${n}, 198.51.100.66` },
      });
    const firstKey = randomUUID();
    const statuses = [(await flood(0, firstKey)).status];
    let limited: Awaited<ReturnType<typeof flood>> | undefined;
    for (let n = 1; n < 12; n += 1) {
      const response = await flood(n);
      statuses.push(response.status);
      limited ??= response.status === 429 ? response : undefined;
    }
    assert.deepEqual(statuses, [202, 202, 202, 202, ...Array<number>(8).fill(429)]);
    assert.equal(limited?.body.error, 'rate_limited');
    assert.equal(
      limited?.body.message,
      'Ya recibimos varias solicitudes desde tu conexión en la última hora. Inténtalo nuevamente más tarde.',
    );
    const retryAfter = Number(limited?.headers['retry-after']);
    assert.ok(retryAfter > 3_500 && retryAfter <= 3_600, `Retry-After ${retryAfter}`);

    // A repeat of a stored lead is still answered; a honeypot hit is answered and not stored.
    const replay = await flood(0, firstKey);
    assert.equal(replay.status, 202);
    assert.equal(replay.headers['idempotent-replayed'], 'true');
    const bot = await injectLead(
      app,
      { ...validLead(20), website: 'x' },
      { from: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.66' } },
    );
    assert.equal(bot.status, 202);

    const counts = await app.leads.counts();
    assert.deepEqual([counts.pending, counts.held, counts.spam], [4, 0, 0]);
    const visitor = await injectLead(app, validLead(30), {
      from: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    assert.equal(visitor.status, 202);
    assert.equal((await app.leads.get(visitor.body.id))?.status, 'pending', 'queued for Odoo, not held');
  });

  it('stores leads beyond the cap of all clients as held, answers them as usual, forwards them once released', async () => {
    const odoo = new FakeOdoo();
    const url = await odoo.start();
    cleanups.push(() => odoo.stop());
    const { app, db } = await start({
      ODOO_URL: url,
      ODOO_API_KEY: 'k',
      LEADS_PER_CLIENT_PER_HOUR: '2',
      LEADS_PER_HOUR_MAX: '3',
    });
    const below = [];
    for (const n of [1, 2, 3]) below.push(await injectLead(app, validLead(n), { from: `198.51.100.${n}` }));
    assert.deepEqual(
      below.map((response) => response.status),
      [202, 202, 202],
    );

    const key = randomUUID();
    const beyond = await injectLead(app, validLead(4), { from: '198.51.100.4', key });
    assert.equal(beyond.status, 202);
    assert.deepEqual(Object.keys(beyond.body), ['id', 'status']);
    assert.equal(beyond.body.status, 'accepted');
    const heldId = beyond.body.id;
    assert.equal((await app.leads.get(heldId))?.status, 'held');
    const replay = await injectLead(app, validLead(4), { from: '198.51.100.4', key });
    assert.deepEqual([replay.status, replay.body.id], [202, heldId]);

    // A lead queued after the held one is forwarded: the forwarder took its turn and skipped the held lead.
    const later = await app.leads.insert(validLead(5), null);
    await waitFor(
      async () => (await app.leads.get(later.id))?.status === 'delivered',
      5_000,
      'delivery of the later lead',
    );
    assert.deepEqual(
      new Set(odoo.creates.map(leadIdOf)),
      new Set([...below.map((response) => response.body.id), later.id]),
    );
    assert.equal((await app.leads.get(heldId))?.attempts, 0);

    const health = await app.inject({ method: 'GET', url: '/health' });
    assert.equal(health.statusCode, 503);
    const report = health.json<{ status: string; held: number; reasons: { code: string; message: string }[] }>();
    assert.equal(report.status, 'degraded');
    assert.equal(report.held, 1);
    assert.deepEqual(
      report.reasons.map((reason) => reason.code),
      ['leads_held'],
    );
    assert.match(report.reasons[0].message, /^1 lead\(s\) held after the hourly cap/);

    const list = await runCli(['list', '--status', 'held'], db);
    assert.match(list.stdout, new RegExp(`^${heldId} .* held `, 'm'));
    assert.match(list.stdout, /held 1 · discarded 0\n1 lead\(s\) held after the hourly cap/);
    const released = await runCli(['release', heldId.slice(0, 8)], db);
    assert.equal(released.code, 0, released.stderr);
    assert.equal(released.stdout, `lead ${heldId} queued for delivery\n`);

    await waitFor(
      async () => (await app.leads.get(heldId))?.status === 'delivered',
      5_000,
      'delivery of the released lead',
    );
    assert.equal(odoo.creates.filter((call) => leadIdOf(call) === heldId).length, 1);
    assert.equal((await app.inject({ method: 'GET', url: '/health' })).statusCode, 200);
  });
});
