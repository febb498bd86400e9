import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { migrate, SCHEMA_VERSION } from './schema';

/** A backup or restore that cannot go ahead; the message says why and what to do. */
export class BackupError extends Error {}

// More pages than any lead store holds: the whole copy happens in one step, so it reads one snapshot
// (between steps SQLite restarts a backup whenever another process writes to the source).
const ALL_PAGES = 0x7fffffff;

/** Checks that `file` is a sound lead store this version can read; returns its number of leads. */
function verify(file: string): number {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    if (db.pragma('integrity_check', { simple: true }) !== 'ok') throw new BackupError(`${file} is damaged`);
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version < 1 || version > SCHEMA_VERSION)
      throw new BackupError(`${file} is not a lead store this version can read (schema ${version})`);
    return (db.prepare('SELECT count(*) AS n FROM leads').get() as { n: number }).n;
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${file} is not a lead store backup: ${(error as Error).message}`);
  } finally {
    db.close();
  }
}

/**
 * Online backup through `source`, a connection to the live store, with SQLite's backup API: a
 * consistent snapshot even while the server writes, holding every lead committed before it began.
 * Written beside the target, checked, made a single self-contained file, then renamed into place.
 */
export async function backupStore(source: Database.Database, file: string): Promise<{ file: string; leads: number }> {
  const target = path.resolve(file);
  if (fs.existsSync(target)) throw new BackupError(`${target} already exists; give a new file name`);
  const partial = `${target}.partial`;
  try {
    fs.rmSync(partial, { force: true });
    await source.backup(partial, { progress: () => ALL_PAGES });
    const copy = new Database(partial);
    copy.pragma('journal_mode = DELETE'); // the copy keeps the source's WAL flag otherwise
    copy.close();
    const leads = verify(partial);
    fs.renameSync(partial, target);
    return { file: target, leads };
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/** Opens the live store with an exclusive lock, or throws if any process (the server) has it open. */
function lockStore(dbPath: string): Database.Database {
  fs.mkdirSync(path.dirname(dbPath), { recursive: true });
  const db = new Database(dbPath, { timeout: 0 });
  try {
    // In exclusive locking mode the lock taken by the first write stays until the connection closes.
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('journal_mode = WAL');
    db.exec('BEGIN EXCLUSIVE; COMMIT');
    return db;
  } catch (error) {
    db.close();
    if (!String((error as { code?: string }).code).startsWith('SQLITE_BUSY')) throw error;
    throw new BackupError(`${dbPath} is in use (is the lead service running?); stop it, then restore`);
  }
}

/**
 * Replaces the content of the store at `dbPath` with the backup `file`, with the service stopped:
 * the store is locked exclusively first (refused if any process has it open), its current content
 * is kept in `<store>.before-restore-<time>`, and the copy is one transaction.
 */
export async function restoreStore(dbPath: string, file: string): Promise<{ leads: number; previous: string }> {
  const backup = path.resolve(file);
  verify(backup);
  const live = lockStore(dbPath);
  const staging = `${dbPath}.restoring`;
  try {
    migrate(live);
    const previous = `${dbPath}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await live.backup(previous, { progress: () => ALL_PAGES });

    fs.copyFileSync(backup, staging); // a closed, self-contained backup file, not the live store
    const restored = new Database(staging);
    migrate(restored); // a backup from an older version gets the current schema first
    restored.close();

    live.prepare('ATTACH DATABASE ? AS restored').run(staging);
    const tables = live
      .prepare("SELECT name FROM restored.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .pluck()
      .all() as string[];
    live.transaction(() => {
      for (const table of [...tables, 'sqlite_sequence']) {
        live.exec(`DELETE FROM main."${table}"; INSERT INTO main."${table}" SELECT * FROM restored."${table}"`);
      }
    })();
    live.exec('DETACH DATABASE restored');
    const leads = (live.prepare('SELECT count(*) AS n FROM leads').get() as { n: number }).n;
    return { leads, previous };
  } finally {
    live.close();
    fs.rmSync(staging, { force: true });
  }
}
