import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { NO_LIMITS, testConfig, waitFor } from '../helpers/env';
import { FakeOdoo, leadIdOf } from '../helpers/fake-odoo';
import { postLead, validLead } from '../helpers/leads';
import { testDatabase } from '../helpers/postgres';

describe('two lead services on one PostgreSQL store', () => {
  const apps: FastifyInstance[] = [];
  let odoo: FakeOdoo | undefined;
  let database: Awaited<ReturnType<typeof testDatabase>> | undefined;

  after(async () => {
    for (const app of apps) await app.close();
    await odoo?.stop();
    await database?.drop();
  });

  it('accept the same submits at once, store each lead once and deliver it to Odoo once', async () => {
    database = await testDatabase();
    odoo = new FakeOdoo();
    const odooUrl = await odoo.start();
    const env = { ...NO_LIMITS, LEADS_DATABASE_URL: database.url, ODOO_URL: odooUrl, ODOO_API_KEY: 'k' };
    const bases: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const app = await buildApp(testConfig(':memory:', env));
      apps.push(app);
      bases.push(await app.listen({ host: '127.0.0.1', port: 0 }));
    }
    // Every submit goes to both instances at the same moment with the same key, as a retry through
    // the front door after a lost answer would.
    const answers = await Promise.all(
      Array.from({ length: 25 }, async (_, n) => {
        const key = randomUUID();
        const pair = await Promise.all(bases.map((base) => postLead(base, validLead(n), { key })));
        return pair;
      }),
    );
    for (const pair of answers) {
      assert.deepEqual(
        pair.map((answer) => answer.status),
        [202, 202],
      );
      assert.equal(pair[0].body.id, pair[1].body.id, 'both instances answer with the one stored lead');
      assert.equal(pair.filter((answer) => answer.headers.get('idempotent-replayed') === 'true').length, 1);
    }
    await waitFor(async () => (await apps[0].leads.counts()).delivered === 25, 20_000, '25 deliveries');
    const delivered = odoo.creates.map(leadIdOf);
    assert.equal(delivered.length, 25, 'one create per lead');
    assert.deepEqual(new Set(delivered), new Set(answers.map((pair) => pair[0].body.id)));
    assert.equal(
      Object.values(await apps[1].leads.counts()).reduce((a, b) => a + b),
      25,
      'no lead stored twice',
    );
  });
});
