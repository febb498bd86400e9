import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { startServer, type RunningServer } from './helpers/child';
import { FakeOdoo, leadIdOf } from './helpers/fake-odoo';
import { NO_LIMITS, tempDir, testEnv, waitFor } from './helpers/env';
import { postLead, validLead } from './helpers/leads';

const BURST = 400;
const CONCURRENCY = 40;
const KILL_AFTER_ACCEPTED = 60;

interface Row {
  id: string;
  idempotency_key: string;
  description: string;
  status: string;
  odoo_id: number | null;
}

function readRows(dbPath: string): Row[] {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT id, idempotency_key, description, status, odoo_id FROM leads').all() as Row[];
  } finally {
    db.close();
  }
}

describe('crash during a burst of submissions', () => {
  const tmp = tempDir();
  const dbPath = path.join(tmp.dir, 'leads.db');
  const odoo = new FakeOdoo();
  const servers: RunningServer[] = [];

  after(async () => {
    for (const server of servers)
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await odoo.stop();
    tmp.cleanup();
  });

  it('keeps every lead that got a 202 and delivers each exactly once after a restart', async (t) => {
    const odooUrl = await odoo.start();

    // 1. The service without Odoo, killed with SIGKILL in the middle of a burst.
    const first = await startServer(testEnv(dbPath, NO_LIMITS));
    servers.push(first);
    const accepted = new Map<string, string>(); // idempotency key → lead id
    let failed = 0;
    let killed = false;
    let next = 0;
    async function worker() {
      while (next < BURST) {
        const n = next++;
        const key = randomUUID();
        try {
          const response = await postLead(first.base, validLead(n), { key });
          if (response.status === 202) accepted.set(key, response.body.id);
          else failed += 1;
        } catch {
          failed += 1; // connection refused or reset: no 202, no promise made
        }
        if (!killed && accepted.size >= KILL_AFTER_ACCEPTED) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const exit = await first.exited;
    assert.equal(exit.signal, 'SIGKILL');
    assert.ok(accepted.size >= KILL_AFTER_ACCEPTED, `${accepted.size} leads accepted before the kill`);
    assert.ok(failed > 0, 'the kill interrupted the burst');

    // Every 202 is already on disk: the database survived the kill intact.
    const db = new Database(dbPath);
    assert.equal(db.pragma('integrity_check', { simple: true }), 'ok');
    db.close();
    const afterCrash = new Map(readRows(dbPath).map((row) => [row.idempotency_key, row]));
    for (const [key, id] of accepted)
      assert.equal(afterCrash.get(key)?.id, id, `lead ${id} answered 202 and is stored`);
    assert.ok(afterCrash.size <= BURST);

    // 2. Restart on the same database, now with Odoo configured: the pending leads are sent.
    const second = await startServer(testEnv(dbPath, { ODOO_URL: odooUrl, ODOO_API_KEY: 'crash-key' }));
    servers.push(second);
    await waitFor(() => readRows(dbPath).every((row) => row.status === 'delivered'), 30_000, 'every lead delivered');

    const rows = readRows(dbPath);
    assert.equal(rows.length, afterCrash.size, 'no lead appeared or vanished across the restart');
    const created = odoo.created.map(leadIdOf);
    assert.equal(created.length, rows.length, 'one Odoo record per stored lead');
    assert.equal(new Set(created).size, created.length, 'no lead was sent to Odoo twice');
    const odooIdByLead = new Map(odoo.created.map((call) => [leadIdOf(call), call.createdId]));
    for (const row of rows) assert.equal(row.odoo_id, odooIdByLead.get(row.id), `lead ${row.id} records its Odoo id`);
    for (const id of accepted.values()) assert.ok(rows.some((row) => row.id === id && row.status === 'delivered'));

    t.diagnostic(
      `202s before the kill: ${accepted.size}; failed or cut off: ${failed}; stored: ${rows.length}; Odoo creates: ${created.length}`,
    );

    // 3. A graceful stop: SIGTERM ends the process cleanly.
    const stopping = Date.now();
    second.child.kill('SIGTERM');
    const stopped = await second.exited;
    assert.equal(stopped.code, 0, second.output());
    assert.ok(Date.now() - stopping < 5_000, 'stops promptly');
    assert.match(second.output(), /"signal":"SIGTERM".*"msg":"shutting down"/);
    assert.ok(!second.output().includes('comercial-andes'), 'no lead content in the logs');
    assert.ok(!second.output().includes('crash-key'), 'the Odoo key is never logged');
  });
});
