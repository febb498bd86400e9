import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { runCli } from './helpers/child';
import { tempDir, testConfig, waitFor } from './helpers/env';
import { FakeOdoo, leadIdOf } from './helpers/fake-odoo';
import { postLead, validLead } from './helpers/leads';

describe('abuse limits', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function start(env: Record<string, string>): Promise<{ app: FastifyInstance; base: string; db: string }> {
    const tmp = tempDir();
    const db = `${tmp.dir}/leads.db`;
    const app = await buildApp(testConfig(db, env));
    cleanups.push(tmp.cleanup, () => app.close());
    return { app, base: await app.listen({ host: '127.0.0.1', port: 0 }), db };
  }

  /** Statuses of one POST per X-Forwarded-For value, in order. */
  async function statusesFor(base: string, forwardedFor: string[]): Promise<number[]> {
    const statuses: number[] = [];
    for (const [n, header] of forwardedFor.entries())
      statuses.push((await postLead(base, validLead(n), { headers: { 'x-forwarded-for': header } })).status);
    return statuses;
  }

  it('believes X-Forwarded-For only from the configured proxy: a client cannot pick its own address', async () => {
    const { base } = await start({ TRUST_PROXY: '127.0.0.1', RATE_LIMIT_MAX: '2' });
    // The proxy appends the address it saw; whatever the client wrote before it is ignored.
    const statuses = await statusesFor(base, [
      '203.0.113.1, 198.51.100.7',
      '203.0.113.2, 198.51.100.7',
      '203.0.113.3, 198.51.100.7',
      '198.51.100.8',
    ]);
    assert.deepEqual(statuses, [202, 202, 429, 202]);
  });

  it('counts an IPv6 client by its /64 network', async () => {
    const { base } = await start({ TRUST_PROXY: '127.0.0.1', RATE_LIMIT_MAX: '2' });
    const statuses = await statusesFor(base, [
      '2001:db8:1:2::a',
      '2001:db8:1:2:ffff:ffff:ffff:b',
      '2001:0db8:0001:0002::c',
      '2001:db8:1:3::a',
    ]);
    assert.deepEqual(statuses, [202, 202, 429, 202]);
  });

  it('holds leads beyond the hourly cap of all clients; honeypot hits have a cap of their own', async () => {
    const { app, base } = await start({
      TRUST_PROXY: '127.0.0.1',
      LEADS_PER_CLIENT_PER_HOUR: '2',
      LEADS_PER_HOUR_MAX: '3',
    });
    const from = (n: number) => ({ headers: { 'x-forwarded-for': `198.51.100.${n}` } });
    for (const n of [1, 2, 3, 4]) assert.equal((await postLead(base, validLead(n), from(n))).status, 202);
    // A bot flood from many addresses: spam beyond its cap is answered as usual and not stored.
    for (const n of [5, 6, 7, 8]) {
      assert.equal((await postLead(base, { ...validLead(n), website: 'x' }, from(n))).status, 202);
    }
    const counts = await app.leads.counts();
    assert.deepEqual([counts.pending, counts.held, counts.spam], [3, 1, 3]);
  });

  it('keeps honeypot hits as spam for review and never forwards them', async () => {
    const odoo = new FakeOdoo();
    const url = await odoo.start();
    cleanups.push(() => odoo.stop());
    const { app, base, db } = await start({ ODOO_URL: url, ODOO_API_KEY: 'k' });
    const spam = (await postLead(base, { ...validLead(1), website: 'https://spam.example' })).body;
    const lead = (await postLead(base, validLead(2))).body;
    await waitFor(async () => (await app.leads.get(lead.id))?.status === 'delivered', 5_000, 'delivery');
    assert.deepEqual(odoo.creates.map(leadIdOf), [lead.id]);
    assert.equal((await app.leads.get(spam.id))?.status, 'spam');
    assert.equal((await app.leads.get(spam.id))?.attempts, 0);

    assert.match((await runCli(['list', '--status', 'spam'], db)).stdout, new RegExp(`${spam.id}.*spam`));
    assert.match((await runCli(['show', spam.id], db)).stdout, /state: +spam \(honeypot filled; never forwarded\)/);
    assert.match((await runCli(['retry', spam.id], db)).stdout, /spam is never forwarded/);
    assert.equal((await app.leads.get(spam.id))?.status, 'spam');
  });

  it('strips invisible characters from every field before storing the lead', async () => {
    const { app, base } = await start({});
    const lead = validLead(1);
    const disguised = {
      name: `\u202E${lead.name}\u202C\u3164`,
      email_from: `\u200B${lead.email_from}\uFEFF\u00AD`,
      contact_name: `Comercial\u200D\u2066 Andes\u2069 SpA\u0085\u115F\u1160\uFFA0`,
      description: lead.description.replace('Queremos', 'Quere\u200Cmos\u2067\u202A\u{E0041}\u{E007F}\u2064'),
    };
    const response = await postLead(base, disguised);
    assert.equal(response.status, 202);
    assert.deepEqual((await app.leads.get(response.body.id))?.payload, lead);
  });

  it('refuses a field that is only invisible characters, and control characters stay refused', async () => {
    const { base } = await start({});
    const blank = await postLead(base, { ...validLead(1), name: '\u200B\u200B\u2066' });
    assert.equal(blank.status, 400);
    assert.deepEqual(blank.body.errors, [{ field: 'name', message: 'Este campo es obligatorio.' }]);
    const control = await postLead(base, { ...validLead(1), contact_name: 'ACME\u001b[2J' });
    assert.equal(control.status, 400);
    assert.deepEqual(control.body.errors, [{ field: 'contact_name', message: 'Contiene caracteres no permitidos.' }]);
  });
});
