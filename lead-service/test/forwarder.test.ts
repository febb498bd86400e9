import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { runCli } from './helpers/child';
import { tempDir, testConfig, waitFor } from './helpers/env';
import { FakeOdoo } from './helpers/fake-odoo';
import { postLead, validLead } from './helpers/leads';
import { captureLogs, ERROR_LEVEL } from './helpers/logs';

const ODOO_ENV = { ODOO_API_KEY: 'test-key-123', ODOO_DB: 'linx-test' };

describe('forwarder to Odoo JSON-2', () => {
  let tmp: ReturnType<typeof tempDir>;
  let odoo: FakeOdoo;
  let app: FastifyInstance | undefined;
  let logs: ReturnType<typeof captureLogs>;

  beforeEach(() => {
    tmp = tempDir();
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
    await odoo?.stop();
    tmp.cleanup();
  });

  async function start(script: ConstructorParameters<typeof FakeOdoo>[0], extra: Record<string, string> = {}) {
    odoo = new FakeOdoo(script);
    const url = await odoo.start();
    logs = captureLogs();
    const config = testConfig(`${tmp.dir}/leads.db`, { ODOO_URL: url, LOG_LEVEL: 'warn', ...ODOO_ENV, ...extra });
    app = await buildApp(config, { logStream: logs.stream });
    return app.listen({ host: '127.0.0.1', port: 0 });
  }

  it('retries through 503, a network error and 429, then delivers exactly once with the Odoo id', async () => {
    const base = await start([503, 'drop', 429]);
    const lead = validLead(1);
    const { body } = await postLead(base, lead);
    await waitFor(async () => (await app!.leads.get(body.id))?.status === 'delivered', 10_000, 'delivery');
    await new Promise((resolve) => setTimeout(resolve, 100)); // nothing more is sent afterwards

    assert.deepEqual(
      odoo.creates.map((c) => c.answer),
      [503, 'drop', 429, 'ok'],
    );
    // A 503 (maybe from a proxy after Odoo acted) and a dropped connection leave the outcome unknown:
    // the lead is looked up before each of the next two sends; the 429 said nothing was created.
    assert.equal(odoo.searches.length, 2);
    assert.equal(odoo.created.length, 1);
    const stored = (await app!.leads.get(body.id))!;
    assert.equal(stored.odooId, odoo.created[0].createdId);
    assert.equal(stored.attempts, 4);
    assert.equal(stored.lastError, null);
    assert.ok(stored.deliveredAt);

    const reference = `Referencia LINX: ${body.id}`;
    for (const call of odoo.calls) {
      assert.equal(call.method, 'POST');
      assert.equal(call.headers.authorization, 'bearer test-key-123');
      assert.equal(call.headers['x-odoo-database'], 'linx-test');
      assert.match(call.headers['content-type'] ?? '', /^application\/json/);
    }
    for (const call of odoo.creates) {
      assert.equal(call.url, '/json/2/crm.lead/create');
      assert.deepEqual(call.body, { vals_list: [{ ...lead, description: `${lead.description}\n\n${reference}` }] });
    }
    for (const call of odoo.searches) {
      assert.equal(call.url, '/json/2/crm.lead/search_read');
      assert.deepEqual(call.body, {
        domain: [['description', 'ilike', body.id]],
        fields: ['id'],
        limit: 1,
        context: { active_test: false },
      });
    }
  });

  it('omits X-Odoo-Database when ODOO_DB is not set', async () => {
    odoo = new FakeOdoo();
    const url = await odoo.start();
    app = await buildApp(testConfig(`${tmp.dir}/leads.db`, { ODOO_URL: `${url}/`, ODOO_API_KEY: 'k' }));
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const { body } = await postLead(base, validLead(2));
    await waitFor(async () => (await app!.leads.get(body.id))?.status === 'delivered');
    assert.equal(odoo.calls[0].headers['x-odoo-database'], undefined);
    assert.equal(odoo.calls[0].url, '/json/2/crm.lead/create');
  });

  it('parks a lead as failed after repeated 4xx, and the staff CLI re-queues it', async () => {
    const base = await start([400, 422, 400], { MAX_REJECTIONS: '3' });
    const { body } = await postLead(base, validLead(3));
    await waitFor(async () => (await app!.leads.get(body.id))?.status === 'failed', 10_000, 'parking');
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(odoo.calls.length, 3, 'a parked lead is not sent again');
    const parked = (await app!.leads.get(body.id))!;
    assert.equal(parked.rejections, 3);
    assert.match(parked.lastError ?? '', /^HTTP 400 odoo\.exceptions\.ValidationError/);

    const list = await runCli(['list', '--status', 'failed'], `${tmp.dir}/leads.db`);
    assert.equal(list.code, 0, list.stderr);
    assert.match(list.stdout, new RegExp(`${body.id}.*failed`));
    const show = await runCli(['show', body.id.slice(0, 8)], `${tmp.dir}/leads.db`);
    assert.match(show.stdout, /state: +failed \(parked; use retry\)/);
    assert.match(show.stdout, /last error: +HTTP 400/);

    const retry = await runCli(['retry', body.id], `${tmp.dir}/leads.db`);
    assert.equal(retry.code, 0, retry.stderr);
    assert.match(retry.stdout, /queued for delivery/);
    await waitFor(async () => (await app!.leads.get(body.id))?.status === 'delivered', 10_000, 'delivery after retry');
    assert.equal(odoo.created.length, 1);
    assert.equal((await app!.leads.get(body.id))?.odooId, odoo.created[0].createdId);

    const again = await runCli(['retry', body.id], `${tmp.dir}/leads.db`);
    assert.match(again.stdout, /already delivered/);
  });

  it('keeps retrying (never parks) while Odoo refuses the credentials', async () => {
    const base = await start([401, 401, 403, 401, 401, 401], { MAX_REJECTIONS: '2' });
    const { body } = await postLead(base, validLead(4));
    await waitFor(async () => (await app!.leads.get(body.id))?.status === 'delivered', 10_000, 'delivery');
    assert.equal(odoo.calls.length, 7);
    assert.equal(odoo.created.length, 1);
  });

  it('parks a lead as needs_attention when a 2xx holds no id (JSON without id, HTML), never delivered', async () => {
    const base = await start(['ok-no-id', 'html']);
    const first = (await postLead(base, validLead(5))).body;
    await waitFor(async () => (await app!.leads.get(first.id))?.status === 'needs_attention', 10_000, 'parking');
    const second = (await postLead(base, validLead(6))).body;
    await waitFor(async () => (await app!.leads.get(second.id))?.status === 'needs_attention', 10_000, 'parking');
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(odoo.calls.length, 2, 'a parked lead is not sent again');
    assert.equal((await app!.leads.get(first.id))?.odooId, null);
    assert.match((await app!.leads.get(first.id))?.lastError ?? '', /^HTTP 200 with JSON without a lead id/);
    assert.match((await app!.leads.get(second.id))?.lastError ?? '', /^HTTP 200 with a text\/html body/);
    assert.equal(logs.lines().filter((l) => l.level === ERROR_LEVEL && /needs_attention/.test(l.msg)).length, 2);

    const db = `${tmp.dir}/leads.db`;
    const list = await runCli(['list', '--status', 'needs_attention'], db);
    assert.match(list.stdout, new RegExp(`${first.id}.*needs_attention`));
    assert.match(list.stdout, /needs_attention 2/);
    const show = await runCli(['show', second.id], db);
    assert.match(show.stdout, /state: +needs attention \(Odoo answered without a lead id/);
    assert.match(show.stdout, /last error: +HTTP 200 with a text\/html body/);

    // Re-queued by staff, it is looked up in Odoo first (not found here), then sent.
    assert.match((await runCli(['retry', first.id], db)).stdout, /queued for delivery/);
    await waitFor(async () => (await app!.leads.get(first.id))?.status === 'delivered', 10_000, 'delivery after retry');
    assert.equal(odoo.searches.length, 1);
    assert.equal((await app!.leads.get(first.id))?.odooId, odoo.created[0].createdId);
  });

  it('does not follow a redirect: logs an error and retries until Odoo answers', async () => {
    const base = await start(['redirect', 'redirect']);
    const { body } = await postLead(base, validLead(7));
    await waitFor(async () => (await app!.leads.get(body.id))?.status === 'delivered', 10_000, 'delivery');
    assert.deepEqual(
      odoo.calls.map((c) => c.url),
      ['/json/2/crm.lead/create', '/json/2/crm.lead/create', '/json/2/crm.lead/create'],
      'the login page it redirects to is never requested',
    );
    assert.equal((await app!.leads.get(body.id))?.odooId, odoo.created[0].createdId);
    const errors = logs.lines().filter((l) => l.level === ERROR_LEVEL && /redirect/.test(l.msg));
    assert.equal(errors.length, 2);
    assert.equal(errors[0].status, 302);
  });
});

describe('without ODOO_URL', () => {
  it('keeps leads pending in the store and runs no forwarder', async () => {
    const tmp = tempDir();
    const app = await buildApp(testConfig(`${tmp.dir}/leads.db`));
    try {
      const base = await app.listen({ host: '127.0.0.1', port: 0 });
      const { body } = await postLead(base, validLead(1));
      await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(app.forwarder, null);
      assert.equal((await app.leads.get(body.id))?.status, 'pending');
      assert.equal((await app.leads.get(body.id))?.attempts, 0);
    } finally {
      await app.close();
      tmp.cleanup();
    }
  });
});
