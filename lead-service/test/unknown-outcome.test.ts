import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { tempDir, testConfig, waitFor } from './helpers/env';
import { FakeOdoo } from './helpers/fake-odoo';
import { postLead, validLead } from './helpers/leads';

describe('a send whose outcome is unknown', () => {
  let tmp: ReturnType<typeof tempDir>;
  let odoo: FakeOdoo;
  const apps: FastifyInstance[] = [];

  beforeEach(() => {
    tmp = tempDir();
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await odoo.stop();
    tmp.cleanup();
  });

  async function startApp(env: Record<string, string>): Promise<FastifyInstance> {
    const app = await buildApp(testConfig(`${tmp.dir}/leads.db`, { ODOO_API_KEY: 'k', ...env }));
    apps.push(app);
    return app;
  }

  it('is aborted on shutdown, then found in Odoo after the restart instead of being created twice', async () => {
    odoo = new FakeOdoo(['hang']); // creates the record, then never answers
    const env = { ODOO_URL: await odoo.start(), ODOO_TIMEOUT_MS: '5000' };
    const first = await startApp(env);
    const { body } = await postLead(await first.listen({ host: '127.0.0.1', port: 0 }), validLead(1));
    await waitFor(() => odoo.created.length === 1, 5_000, 'Odoo created the lead');

    await first.close(); // the call in flight is aborted, not waited for
    const second = await startApp(env);
    const parked = (await second.leads.get(body.id))!;
    assert.equal(parked.status, 'pending');
    assert.equal(parked.outcomeUnknown, true);
    assert.match(parked.lastError ?? '', /aborted: the service is shutting down/);

    await second.ready();
    await waitFor(
      async () => (await second.leads.get(body.id))?.status === 'delivered',
      5_000,
      'delivery after restart',
    );
    assert.equal(odoo.created.length, 1, 'Odoo holds the lead once');
    assert.equal(odoo.creates.length, 1, 'no second create was sent');
    assert.equal(odoo.searches.length, 1);
    assert.equal((await second.leads.get(body.id))?.odooId, odoo.created[0].createdId);
  });

  it('after a timeout is looked up before the next send, so Odoo holds it once', async () => {
    odoo = new FakeOdoo(['hang']);
    const app = await startApp({ ODOO_URL: await odoo.start(), ODOO_TIMEOUT_MS: '200' });
    const { body } = await postLead(await app.listen({ host: '127.0.0.1', port: 0 }), validLead(2));
    await waitFor(async () => (await app.leads.get(body.id))?.status === 'delivered', 5_000, 'delivery');
    assert.deepEqual(
      odoo.calls.map((call) => call.url.split('/').pop()),
      ['create', 'search_read'],
    );
    assert.equal((await app.leads.get(body.id))?.odooId, odoo.created[0].createdId);
    assert.equal((await app.leads.get(body.id))?.attempts, 2);
  });

  it('is sent again when the search finds nothing (the request never reached Odoo)', async () => {
    odoo = new FakeOdoo(['drop']); // connection cut before Odoo created anything
    const app = await startApp({ ODOO_URL: await odoo.start() });
    const { body } = await postLead(await app.listen({ host: '127.0.0.1', port: 0 }), validLead(3));
    await waitFor(async () => (await app.leads.get(body.id))?.status === 'delivered', 5_000, 'delivery');
    assert.deepEqual(
      odoo.calls.map((call) => call.url.split('/').pop()),
      ['create', 'search_read', 'create'],
    );
    assert.equal(odoo.created.length, 1);
  });
});
