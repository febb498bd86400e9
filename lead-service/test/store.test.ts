import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { migrate, SCHEMA_VERSION } from '../src/schema';
import { LeadStore } from '../src/store/lead-store';
import { SqliteDriver } from '../src/store/sqlite-driver';
import { tempDir } from './helpers/env';
import { failCommitsAfter, sqliteDb } from './helpers/failing-commit';
import { validLead } from './helpers/leads';
import { describeStoreContract } from './helpers/store-contract';

const openSqlite = (file: string) => new LeadStore(new SqliteDriver(file));

describeStoreContract('SQLite', async () => {
  const tmp = tempDir();
  const file = path.join(tmp.dir, 'leads.db');
  return { open: async () => openSqlite(file), cleanup: async () => tmp.cleanup() };
});

async function withStore(run: (store: LeadStore, db: Database.Database, file: string) => Promise<void>) {
  const tmp = tempDir();
  const file = path.join(tmp.dir, 'nested', 'data', 'leads.db');
  const store = openSqlite(file);
  try {
    await run(store, sqliteDb(store), file);
  } finally {
    await store.close();
    tmp.cleanup();
  }
}

describe('LeadStore on SQLite only', () => {
  it('creates its folder and uses WAL with synchronous=FULL', async () => {
    await withStore(async (_store, db, file) => {
      assert.ok(fs.existsSync(file));
      assert.equal(db.pragma('journal_mode', { simple: true }), 'wal');
      assert.equal(db.pragma('synchronous', { simple: true }), 2);
    });
  });

  it('throws when the commit of an insert fails, and stores nothing', async () => {
    await withStore(async (store, db) => {
      failCommitsAfter(db, 'INSERT');
      await assert.rejects(store.insert(validLead(1), randomUUID()), /FOREIGN KEY/);
      await assert.rejects(store.insertSpam(validLead(2), null, 'honeypot'), /FOREIGN KEY/);
      assert.equal((await store.list()).length, 0);
    });
  });

  it('throws when the commit of a claim fails, and leaves the lead unclaimed', async () => {
    await withStore(async (store, db) => {
      const { id } = await store.insert(validLead(1), null, 1_000);
      failCommitsAfter(db, 'UPDATE');
      await assert.rejects(store.claimDue(2_000, 10_000), /FOREIGN KEY/);
      const lead = (await store.get(id))!;
      assert.equal(lead.attempts, 0);
      assert.equal(lead.nextAttemptAt, 1_000);
      assert.equal(db.inTransaction, false);
    });
  });

  it('upgrades a version 1 store in place, keeping its leads', async () => {
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
      const store = openSqlite(file);
      assert.equal(sqliteDb(store).pragma('user_version', { simple: true }), SCHEMA_VERSION);
      assert.equal((await store.get('a1'))?.odooId, 7);
      assert.equal((await store.get('a1'))?.outcomeUnknown, false);
      const { id } = await store.insert(validLead(1), null);
      assert.ok((await store.get(id))!.seq > (await store.get('a1'))!.seq, 'AUTOINCREMENT continues after the rebuild');
      await store.close();
    } finally {
      tmp.cleanup();
    }
  });
});

describe('schema upgrade from the previous version', () => {
  it('opens a version 2 store, keeps its leads and states, and takes held leads', async () => {
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

      const store = openSqlite(file);
      assert.equal(sqliteDb(store).pragma('user_version', { simple: true }), SCHEMA_VERSION);
      const states = async (id: string) => [(await store.get(id))?.status, (await store.get(id))?.outcomeUnknown];
      assert.deepEqual(await Promise.all(['p1', 's1', 'n1'].map(states)), [
        ['pending', true],
        ['spam', false],
        ['needs_attention', true],
      ]);
      const { id } = await store.insertHeld(validLead(1), null, 'hourly cap');
      assert.equal((await store.get(id))?.status, 'held');
      assert.ok((await store.get(id))!.seq > (await store.get('n1'))!.seq, 'AUTOINCREMENT continues after the rebuild');
      await store.close();
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
