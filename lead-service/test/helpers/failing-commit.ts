import type Database from 'better-sqlite3';
import type { LeadStore } from '../../src/store/lead-store';
import { SqliteDriver } from '../../src/store/sqlite-driver';

/** The SQLite database behind a store (the tests that reach into it run on the embedded engine). */
export function sqliteDb(store: LeadStore): Database.Database {
  if (!(store.driver instanceof SqliteDriver)) throw new Error(`a SQLite store was expected, not ${store.engine}`);
  return store.driver.db;
}

/**
 * Makes every later commit that includes an INSERT (or UPDATE) on `leads` fail, as a full disk or an
 * I/O error at commit time would: a trigger writes a row that breaks a deferred foreign key, which
 * SQLite checks only at COMMIT. The statement itself succeeds; the commit is rolled back.
 */
export function failCommitsAfter(db: Database.Database, event: 'INSERT' | 'UPDATE'): void {
  db.pragma('foreign_keys = ON');
  db.exec(`
    CREATE TABLE IF NOT EXISTS commit_guard_parent (id INTEGER PRIMARY KEY);
    CREATE TABLE IF NOT EXISTS commit_guard (
      parent INTEGER REFERENCES commit_guard_parent (id) DEFERRABLE INITIALLY DEFERRED
    );
    CREATE TRIGGER fail_commit_after_${event.toLowerCase()} AFTER ${event} ON leads
    BEGIN INSERT INTO commit_guard VALUES (-1); END;`);
}
