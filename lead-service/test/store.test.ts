import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { migrate, SCHEMA_VERSION } from '../src/schema';
import { LeadStore } from '../src/store';
import { tempDir } from './helpers/env';
import { failCommitsAfter } from './helpers/failing-commit';
import { validLead } from './helpers/leads';

function withStore(run: (store: LeadStore, file: string) => void) {
  const tmp = tempDir();
  const file = path.join(tmp.dir, 'nested', 'data', 'leads.db');
  const store = new LeadStore(file);
  try {
    run(store, file);
  } finally {
    store.close();
    tmp.cleanup();
  }
}

describe('LeadStore', () => {
  it('creates its folder and uses WAL with synchronous=FULL', () => {
    withStore((store, file) => {
      assert.ok(fs.existsSync(file));
      assert.equal(store.db.pragma('journal_mode', { simple: true }), 'wal');
      assert.equal(store.db.pragma('synchronous', { simple: true }), 2);
    });
  });

  it('keeps the idempotency key unique', () => {
    withStore((store) => {
      const key = randomUUID();
      const first = store.insert(validLead(1), key);
      assert.equal(first.kind, 'created');
      assert.deepEqual(store.insert(validLead(1), key), { kind: 'replayed', id: first.id });
      assert.deepEqual(store.insert(validLead(2), key), { kind: 'conflict', id: first.id });
      store.insert(validLead(3), null);
      store.insert(validLead(3), null);
      assert.equal(store.counts().pending, 3, 'leads without a key are all kept');
      assert.throws(
        () => store.db.prepare('UPDATE leads SET idempotency_key = ? WHERE id <> ?').run(key, first.id),
        /UNIQUE/,
      );
    });
  });

  it('leases a claimed lead so it is not claimed twice, and frees it when the lease ends', () => {
    withStore((store) => {
      const { id } = store.insert(validLead(1), null, 1_000);
      const claimed = store.claimDue(2_000, 10_000);
      assert.equal(claimed?.id, id);
      assert.equal(claimed?.attempts, 1);
      assert.equal(store.claimDue(5_000, 20_000), undefined);
      // The process died mid-send: after the lease the lead is due again.
      assert.equal(store.claimDue(10_000, 30_000)?.id, id);
    });
  });

  it('marks a claimed lead outcome-unknown until its answer is recorded', () => {
    withStore((store) => {
      const { id } = store.insert(validLead(1), null, 1_000);
      assert.equal(store.claimDue(2_000, 10_000)?.outcomeUnknown, false, 'first send: nothing to look up');
      assert.equal(store.get(id)?.outcomeUnknown, true, 'a crash now leaves it unknown');
      assert.equal(store.claimDue(10_000, 20_000)?.outcomeUnknown, true, 'after the lease: look it up first');
      store.retryLater(id, 20_000, 'HTTP 429', {});
      assert.equal(store.claimDue(20_000, 30_000)?.outcomeUnknown, false, 'a 429 said nothing was created');
    });
  });

  it('hands pending leads to a new process after a restart', () => {
    const tmp = tempDir();
    const file = path.join(tmp.dir, 'leads.db');
    try {
      const first = new LeadStore(file);
      const ids = [1, 2, 3].map((n) => first.insert(validLead(n), randomUUID()).id);
      first.markDelivered(ids[0], 7);
      first.close();

      const second = new LeadStore(file);
      const due = [second.claimDue(Date.now(), Date.now() + 1000), second.claimDue(Date.now(), Date.now() + 1000)];
      assert.deepEqual(
        due.map((lead) => lead?.id),
        [ids[1], ids[2]],
      );
      assert.equal(second.claimDue(Date.now(), Date.now() + 1000), undefined);
      second.close();
    } finally {
      tmp.cleanup();
    }
  });

  it('moves leads through pending → failed → pending → delivered', () => {
    withStore((store) => {
      const { id } = store.insert(validLead(1), null);
      store.retryLater(id, Date.now() + 60_000, 'HTTP 400', { rejected: true });
      assert.equal(store.get(id)?.rejections, 1);
      assert.ok(store.markFailed(id, 'HTTP 400'));
      assert.equal(store.get(id)?.status, 'failed');
      assert.equal(store.claimDue(Date.now() + 3_600_000, 0), undefined, 'failed leads are parked');
      assert.equal(store.requeue(id), 'requeued');
      assert.equal(store.get(id)?.status, 'pending');
      assert.equal(store.get(id)?.rejections, 0);
      assert.ok(store.markDelivered(id, 99));
      assert.equal(store.requeue(id), 'delivered');
      assert.equal(store.requeue('nope'), 'not_found');
      assert.equal(store.markFailed(id, 'late'), false, 'a delivered lead stays delivered');
      assert.equal(store.get(id)?.odooId, 99);
    });
  });

  it('holds a lead until staff release it, and never hands a held or discarded lead to the forwarder', () => {
    withStore((store) => {
      const key = randomUUID();
      const held = store.insertHeld(validLead(1), key, 'hourly cap', 1_000);
      assert.deepEqual(store.insertHeld(validLead(1), key, 'hourly cap'), { kind: 'replayed', id: held.id });
      const junk = store.insertHeld(validLead(2), null, 'hourly cap', 1_000);
      assert.equal(store.get(held.id)?.status, 'held');
      assert.equal(store.get(held.id)?.lastError, 'hourly cap');
      assert.equal(store.countWithStatus('held'), 2);
      assert.equal(store.claimDue(10_000, 20_000), undefined, 'held leads are not due');
      assert.equal(store.requeue(held.id), 'held', 'retry does not release');

      assert.equal(store.discard(junk.id, 2_000), 'discarded');
      assert.equal(store.discard(junk.id), 'discarded', 'already discarded');
      assert.equal(store.claimDue(10_000, 20_000), undefined, 'discarded leads are never due');
      assert.equal(store.release(held.id, 3_000), 'released');
      assert.equal(store.get(held.id)?.lastError, null);
      assert.equal(store.release(held.id), 'pending', 'a released lead is not released twice');
      assert.equal(store.discard(held.id), 'pending', 'only held leads are discarded');
      assert.equal(store.claimDue(10_000, 20_000)?.id, held.id);
      assert.equal(store.release(junk.id, 4_000), 'released', 'release undoes a discard');
      assert.equal(store.release('nope'), 'not_found');
      assert.equal(store.discard('nope'), 'not_found');
    });
  });

  it('releases or discards every held lead at once, and nothing else', () => {
    withStore((store) => {
      const held = [1, 2, 3].map((n) => store.insertHeld(validLead(n), null, 'hourly cap').id);
      const pending = store.insert(validLead(4), null).id;
      store.markDelivered(pending, 7);
      assert.equal(store.discard(held[0]), 'discarded');
      assert.equal(store.releaseAllHeld(), 2);
      assert.deepEqual(
        held.map((id) => store.get(id)?.status),
        ['discarded', 'pending', 'pending'],
      );
      store.insertHeld(validLead(5), null, 'hourly cap');
      assert.equal(store.discardAllHeld(), 1);
      assert.equal(store.countWithStatus('held'), 0);
      assert.equal(store.get(pending)?.status, 'delivered');
    });
  });

  it('finds leads by an unambiguous id prefix', () => {
    withStore((store) => {
      const { id } = store.insert(validLead(1), null);
      assert.equal((store.find(id.slice(0, 8)) as { id: string }).id, id);
      assert.equal(store.find('zzzzzzzz'), undefined);
      assert.equal(store.find('%%%%'), undefined);
    });
  });

  it('throws when the commit of an insert fails, and stores nothing', () => {
    withStore((store) => {
      failCommitsAfter(store.db, 'INSERT');
      assert.throws(() => store.insert(validLead(1), randomUUID()), /FOREIGN KEY/);
      assert.throws(() => store.insertSpam(validLead(2), null, 'honeypot'), /FOREIGN KEY/);
      assert.equal(store.list().length, 0);
    });
  });

  it('throws when the commit of a claim fails, and leaves the lead unclaimed', () => {
    withStore((store) => {
      const { id } = store.insert(validLead(1), null, 1_000);
      failCommitsAfter(store.db, 'UPDATE');
      assert.throws(() => store.claimDue(2_000, 10_000), /FOREIGN KEY/);
      const lead = store.get(id)!;
      assert.equal(lead.attempts, 0);
      assert.equal(lead.nextAttemptAt, 1_000);
      assert.equal(store.db.inTransaction, false);
    });
  });

  it('upgrades a version 1 store in place, keeping its leads', () => {
    const tmp = tempDir();
    const file = path.join(tmp.dir, 'leads.db');
    try {
      const v1 = new Database(file);
      v1.exec(V1_SCHEMA);
      v1.pragma('user_version = 1');
      v1.prepare(
        `INSERT INTO leads (id, payload_hash, name, email_from, contact_name, description, status, next_attempt_at,
                            created_at, updated_at, odoo_id)
         VALUES ('a1', 'h', 'Ana', 'ana@linx.cl', 'LINX', 'Hola Asistente IA', 'delivered', 1, 1, 1, 7)`,
      ).run();
      v1.close();
      const store = new LeadStore(file);
      assert.equal(store.db.pragma('user_version', { simple: true }), SCHEMA_VERSION);
      assert.equal(store.get('a1')?.odooId, 7);
      assert.equal(store.get('a1')?.outcomeUnknown, false);
      const { id } = store.insert(validLead(1), null);
      assert.ok(store.get(id)!.seq > store.get('a1')!.seq, 'AUTOINCREMENT continues after the rebuild');
      store.close();
    } finally {
      tmp.cleanup();
    }
  });
});

describe('schema upgrade from the previous version', () => {
  it('opens a version 2 store, keeps its leads and states, and takes held leads', () => {
    const tmp = tempDir();
    const file = path.join(tmp.dir, 'leads.db');
    try {
      const v2 = new Database(file);
      migrate(v2, 2);
      const insert = v2.prepare(
        `INSERT INTO leads (id, payload_hash, name, email_from, contact_name, description, status, outcome_unknown,
                            next_attempt_at, created_at, updated_at)
         VALUES (?, 'h', 'Ana', 'ana@linx.cl', 'LINX', 'Hola Asistente IA', ?, ?, 1, 1, 1)`,
      );
      assert.throws(() => insert.run('h1', 'held', 0), /CHECK/, 'version 2 knows no held state');
      insert.run('p1', 'pending', 1);
      insert.run('s1', 'spam', 0);
      insert.run('n1', 'needs_attention', 1);
      v2.close();

      const store = new LeadStore(file);
      assert.equal(store.db.pragma('user_version', { simple: true }), SCHEMA_VERSION);
      assert.deepEqual(
        ['p1', 's1', 'n1'].map((id) => [store.get(id)?.status, store.get(id)?.outcomeUnknown]),
        [
          ['pending', true],
          ['spam', false],
          ['needs_attention', true],
        ],
      );
      const { id } = store.insertHeld(validLead(1), null, 'hourly cap');
      assert.equal(store.get(id)?.status, 'held');
      assert.ok(store.get(id)!.seq > store.get('n1')!.seq, 'AUTOINCREMENT continues after the rebuild');
      store.close();
    } finally {
      tmp.cleanup();
    }
  });
});

const V1_SCHEMA = `CREATE TABLE leads (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, idempotency_key TEXT UNIQUE,
  payload_hash TEXT NOT NULL, name TEXT NOT NULL, email_from TEXT NOT NULL, contact_name TEXT NOT NULL,
  description TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0, rejections INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL,
  last_error TEXT, odoo_id INTEGER, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, delivered_at INTEGER
);
CREATE INDEX leads_due ON leads (status, next_attempt_at);`;
