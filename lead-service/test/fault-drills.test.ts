import assert from 'node:assert/strict';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { startServer, type RunningServer } from './helpers/child';
import { NO_LIMITS, tempDir, testEnv, waitFor } from './helpers/env';
import { FakeOdoo, leadIdOf } from './helpers/fake-odoo';
import { postLead, validLead } from './helpers/leads';

/**
 * Fault drills of the delivery to Odoo (README "What happens when a part fails"): the real server
 * process (`src/server.ts`) on a real SQLite file, killed with SIGKILL, and a fake Odoo at the
 * network edge (an HTTP server on loopback).
 */
interface Row {
  id: string;
  status: string;
  odoo_id: number | null;
  attempts: number;
  outcome_unknown: number;
}

const readRows = (dbPath: string): Row[] => {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT id, status, odoo_id, attempts, outcome_unknown FROM leads ORDER BY seq').all() as Row[];
  } finally {
    db.close();
  }
};

const running = (server: RunningServer) => server.child.exitCode === null && server.child.signalCode === null;

describe('drill: the lead service is killed (SIGKILL) while an Odoo call is in flight', () => {
  const tmp = tempDir();
  const dbPath = path.join(tmp.dir, 'leads.db');
  const odoo = new FakeOdoo(['hang']); // Odoo creates the record, then never answers
  const servers: RunningServer[] = [];

  after(async () => {
    for (const server of servers) if (running(server)) server.child.kill('SIGKILL');
    await odoo.stop();
    tmp.cleanup();
  });

  it('after the restart the lead is delivered, and Odoo holds it once', async () => {
    const env = testEnv(dbPath, { ODOO_URL: await odoo.start(), ODOO_API_KEY: 'drill-key', ODOO_TIMEOUT_MS: '1000' });
    const first = await startServer(env);
    servers.push(first);
    // Killed the moment Odoo has the create in hand: the service never learns the outcome.
    odoo.onCreate = () => first.child.kill('SIGKILL');
    const { status, body } = await postLead(first.base, validLead(1));
    assert.equal(status, 202);
    assert.equal((await first.exited).signal, 'SIGKILL');
    odoo.onCreate = null;
    assert.equal(odoo.created.length, 1, 'Odoo created the record');

    const [cut] = readRows(dbPath);
    assert.equal(cut.id, body.id);
    assert.equal(cut.status, 'pending', 'not delivered: the answer never arrived');
    assert.equal(cut.outcome_unknown, 1, 'the claim marks the outcome as unknown');

    // Started again on the same file: once the crashed send's lease is over, the lead is looked
    // up in Odoo, found, and marked delivered with that record's id: no second create.
    const second = await startServer(env);
    servers.push(second);
    await waitFor(() => readRows(dbPath)[0]?.status === 'delivered', 20_000, 'delivery after the restart');
    const [delivered] = readRows(dbPath);
    assert.equal(delivered.odoo_id, odoo.created[0].createdId);
    assert.equal(odoo.created.length, 1, 'Odoo holds the lead once');
    assert.equal(odoo.creates.length, 1, 'no second create was sent');
    assert.ok(odoo.searches.length >= 1, 'the lead was looked up before any new send');
    assert.equal(leadIdOf(odoo.created[0]), body.id);
  });
});

describe('drill: Odoo answers 500 for a while, then recovers', () => {
  const tmp = tempDir();
  const dbPath = path.join(tmp.dir, 'leads.db');
  const LEADS = 6;
  const REFUSALS_EACH = 3;
  // One create fails after Odoo committed it (the record exists, the answer is a 500); all others
  // fail before anything is created.
  const odoo = new FakeOdoo(['created-500']);
  let server: RunningServer | null = null;

  after(async () => {
    if (server && running(server)) server.child.kill('SIGKILL');
    await odoo.stop();
    tmp.cleanup();
  });

  it('every lead accepted meanwhile is delivered exactly once; none is lost', async () => {
    // Down: every create and every search answers 500.
    odoo.fallback = 500;
    odoo.searchFailure = 500;
    server = await startServer(
      testEnv(dbPath, { ODOO_URL: await odoo.start(), ODOO_API_KEY: 'drill-key', ...NO_LIMITS }),
    );
    const base = server.base;

    // Leads keep arriving during the outage: every one is accepted (stored before the answer).
    const accepted: string[] = [];
    for (let n = 0; n < LEADS; n += 1) {
      const { status, body } = await postLead(base, validLead(n));
      assert.equal(status, 202);
      accepted.push(body.id);
    }
    // Each attempt is one refused call (a create, or the search before a resend).
    await waitFor(
      () => readRows(dbPath).every((row) => row.attempts >= REFUSALS_EACH) && readRows(dbPath).length === LEADS,
      20_000,
      `every lead refused ${REFUSALS_EACH} times`,
    );
    assert.equal(readRows(dbPath).filter((row) => row.status === 'delivered').length, 0, 'nothing delivered yet');
    assert.equal(odoo.created.length, 1, 'only the create that failed after its commit exists in Odoo');

    // Odoo recovers.
    odoo.fallback = 'ok';
    odoo.searchFailure = null;
    await waitFor(
      () => readRows(dbPath).every((row) => row.status === 'delivered'),
      20_000,
      'every lead delivered after the recovery',
    );

    const rows = readRows(dbPath);
    assert.deepEqual(
      rows.map((row) => row.id),
      accepted,
      'every accepted lead is stored, none lost, none added',
    );
    const created = odoo.created.map(leadIdOf);
    assert.equal(created.length, LEADS, 'Odoo holds one record per lead');
    assert.deepEqual([...created].sort(), [...accepted].sort(), 'each lead once');
    const odooIdOf = new Map(odoo.created.map((call) => [leadIdOf(call), call.createdId]));
    for (const row of rows) assert.equal(row.odoo_id, odooIdOf.get(row.id), `lead ${row.id} records its Odoo id`);
    assert.ok(server.output().includes('"msg":"lead service listening"'));
  });
});
