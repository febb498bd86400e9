import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pino from 'pino';
import { Forwarder } from '../../src/forwarder';
import type { LeadStore } from '../../src/store/lead-store';
import { testConfig, waitFor } from '../helpers/env';
import { FakeOdoo, leadIdOf } from '../helpers/fake-odoo';
import { validLead } from '../helpers/leads';
import { openPostgresStore, testDatabase } from '../helpers/postgres';

const silent = pino({ level: 'silent' });

/** A forwarder on its own connection pool, as in another lead service instance; counts its claims. */
async function instance(url: string, odooUrl: string, odooTimeoutMs = 2000) {
  const store = await openPostgresStore(url);
  const claim = store.claimDue.bind(store);
  const counted = { claims: 0 };
  store.claimDue = async (now, leaseUntil) => {
    const lead = await claim(now, leaseUntil);
    if (lead) counted.claims += 1;
    return lead;
  };
  const config = testConfig(':memory:', {
    ODOO_URL: odooUrl,
    ODOO_API_KEY: 'k',
    ODOO_TIMEOUT_MS: String(odooTimeoutMs),
    RETRY_BASE_MS: '10',
  });
  const forwarder = new Forwarder({ store, odoo: config.odoo!, config: config.forwarder, log: silent });
  return { store, forwarder, counted };
}

describe('forwarders of several instances on one PostgreSQL store', () => {
  let database: Awaited<ReturnType<typeof testDatabase>>;
  let odoo: FakeOdoo;
  let odooUrl: string;
  const open: { store: LeadStore; forwarder: Forwarder }[] = [];

  before(async () => {
    database = await testDatabase();
  });
  after(async () => {
    for (const { forwarder, store } of open) {
      await forwarder.stop();
      await store.close();
    }
    await odoo?.stop();
    await database.drop();
  });

  it('two forwarders racing over 500 pending leads deliver each exactly once', async (t) => {
    odoo = new FakeOdoo();
    odooUrl = await odoo.start();
    const seed = await openPostgresStore(database.url);
    const ids = new Set<string>();
    for (let n = 0; n < 500; n += 1) ids.add((await seed.insert(validLead(n), `carrera-${n}-clave`)).id);
    await seed.close();

    const racers = [await instance(database.url, odooUrl), await instance(database.url, odooUrl)];
    open.push(...racers);
    const started = Date.now();
    for (const racer of racers) racer.forwarder.start();
    await waitFor(async () => (await racers[0].store.counts()).delivered === 500, 90_000, '500 deliveries');

    const delivered = odoo.creates.map(leadIdOf);
    assert.equal(delivered.length, 500, 'one create per lead');
    assert.deepEqual(new Set(delivered), ids, 'every lead, none twice');
    assert.equal(odoo.searches.length, 0, 'no attempt had an unknown outcome');
    assert.deepEqual(
      racers.map((racer) => racer.counted.claims).reduce((a, b) => a + b),
      500,
      'each lead claimed once',
    );
    for (const racer of racers) assert.ok(racer.counted.claims > 0, 'both forwarders delivered');
    const pending = await racers[1].store.list({ status: 'pending' });
    assert.equal(pending.length, 0);
    t.diagnostic(
      `claims per forwarder: ${racers.map((r) => r.counted.claims).join(' + ')}; ${Date.now() - started} ms`,
    );
    for (const racer of racers) await racer.forwarder.stop();
  });

  it('an instance taking over a lead whose send was cut short looks it up in Odoo instead of sending it again', async () => {
    odoo.script = ['hang']; // Odoo creates the record, then never answers
    const first = await instance(database.url, odooUrl, 10_000);
    open.push(first);
    const { id } = await first.store.insert(validLead(900), 'corte-900-clave');
    const createsBefore = odoo.created.length;
    first.forwarder.start();
    await waitFor(() => odoo.creates.length === 501, 5_000, 'the hanging create');
    await first.forwarder.stop(); // the instance stops mid-call: outcome unknown

    const second = await instance(database.url, odooUrl);
    open.push(second);
    second.forwarder.start();
    await waitFor(async () => (await second.store.get(id))?.status === 'delivered', 10_000, 'delivery');
    assert.equal(odoo.created.length, createsBefore + 1, 'Odoo holds the lead once');
    assert.equal((await second.store.get(id))?.odooId, odoo.created.at(-1)!.createdId);
    assert.equal(odoo.searches.length, 1, 'looked up before any resend');
  });
});
