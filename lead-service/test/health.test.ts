import assert from 'node:assert/strict';
import { after, afterEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { tempDir, testConfig, waitFor } from './helpers/env';
import { FakeOdoo } from './helpers/fake-odoo';
import { postLead, validLead } from './helpers/leads';
import { captureLogs, ERROR_LEVEL } from './helpers/logs';

async function health(base: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${base}/health`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('GET /health', () => {
  const tmp = tempDir();
  let odoo: FakeOdoo | undefined;
  let app: FastifyInstance | undefined;
  let logs: ReturnType<typeof captureLogs>;

  afterEach(async () => {
    await app?.close();
    await odoo?.stop();
    app = undefined;
    odoo = undefined;
  });
  after(() => tmp.cleanup());

  async function start(env: Record<string, string>, withOdoo = true): Promise<string> {
    odoo = new FakeOdoo();
    const url = await odoo.start();
    logs = captureLogs();
    const odooEnv: Record<string, string> = withOdoo ? { ODOO_URL: url, ODOO_API_KEY: 'k' } : {};
    const config = testConfig(`${tmp.dir}/${Date.now()}-${Math.random()}.db`, {
      LOG_LEVEL: 'info',
      ...odooEnv,
      ...env,
    });
    app = await buildApp(config, { logStream: logs.stream });
    return app.listen({ host: '127.0.0.1', port: 0 });
  }

  const changes = () => logs.lines().filter((line) => line.component === 'health');

  it('is degraded (503, with the reason) while the oldest undelivered lead is older than the threshold', async () => {
    const base = await start({ HEALTH_STUCK_AFTER_MS: '60000' });
    odoo!.fallback = 503;
    const stuck = await app!.leads.insert(validLead(1), null, Date.now() - 5 * 60_000);
    for (let i = 0; i < 3; i += 1) {
      const { status, body } = await health(base);
      assert.equal(status, 503);
      assert.equal(body.status, 'degraded');
      assert.equal(body.forwarder, 'on');
      assert.deepEqual(
        (body.reasons as { code: string }[]).map((reason) => reason.code),
        ['delivery_stuck'],
      );
      assert.match((body.reasons as { message: string }[])[0].message, /oldest undelivered lead is 5 min old/);
    }
    odoo!.fallback = 'ok';
    await waitFor(async () => (await app!.leads.get(stuck.id))?.status === 'delivered', 5_000, 'delivery');
    assert.deepEqual(await health(base), { status: 200, body: { status: 'ok', forwarder: 'on' } });
    assert.deepEqual(
      changes().map((line) => [line.level, line.msg, line.reasons]),
      [
        [ERROR_LEVEL, 'lead delivery degraded', 'delivery_stuck'],
        [30, 'lead delivery healthy again', undefined],
      ],
      'each change is logged once, not on every check',
    );
  });

  it('is degraded while Odoo refuses the credentials (401/403), healthy once they work', async () => {
    const base = await start({});
    odoo!.fallback = 401;
    const { body: lead } = await postLead(base, validLead(2));
    await waitFor(() => app!.forwarder?.credentialsRejected === 401, 5_000, 'a 401 from Odoo');
    const { status, body } = await health(base);
    assert.equal(status, 503);
    assert.deepEqual(body.reasons, [
      {
        code: 'odoo_credentials_rejected',
        message: "Odoo answered 401: check ODOO_API_KEY, its user's rights and ODOO_DB",
      },
    ]);
    await health(base);
    odoo!.fallback = 'ok';
    await waitFor(async () => (await app!.leads.get(lead.id))?.status === 'delivered', 5_000, 'delivery');
    assert.equal((await health(base)).status, 200);
    assert.equal(changes().filter((line) => line.level === ERROR_LEVEL).length, 1);
  });

  it('asks for a person while leads are held, with or without Odoo, and says how many', async () => {
    const base = await start({}, false);
    const held: string[] = [];
    for (const n of [1, 2]) held.push((await app!.leads.insertHeld(validLead(n), null, 'hourly cap')).id);
    const { status, body } = await health(base);
    assert.equal(status, 503);
    assert.deepEqual(body, {
      status: 'degraded',
      forwarder: 'off',
      held: 2,
      reasons: [
        {
          code: 'leads_held',
          message: '2 lead(s) held after the hourly cap: review them, then release or discard them (staff CLI)',
        },
      ],
    });
    await app!.leads.release(held[0]);
    await app!.leads.discard(held[1]);
    assert.deepEqual(await health(base), { status: 200, body: { status: 'ok', forwarder: 'off' } });
    assert.deepEqual(
      changes().map((line) => [line.level, line.reasons]),
      [
        [ERROR_LEVEL, 'leads_held'],
        [30, undefined],
      ],
    );
  });

  it('stays 200 without Odoo: leads wait in the store by design', async () => {
    const base = await start({ HEALTH_STUCK_AFTER_MS: '1000' }, false);
    await app!.leads.insert(validLead(3), null, Date.now() - 60 * 60_000);
    assert.deepEqual(await health(base), { status: 200, body: { status: 'ok', forwarder: 'off' } });
  });
});
