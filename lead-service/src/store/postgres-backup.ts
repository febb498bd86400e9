import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { BackupError } from '../backup';

const run = promisify(execFile);

/** pg_dump and pg_restore: from PG_BIN, else the newest Debian server package, else the PATH. */
function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  const folders = process.env.PG_BIN
    ? [process.env.PG_BIN]
    : fs.existsSync(root)
      ? fs
          .readdirSync(root)
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => path.join(root, version, 'bin'))
      : [];
  return folders.map((folder) => path.join(folder, name)).find((file) => fs.existsSync(file)) ?? name;
}

/** The tools take the connection without its password (visible to `ps`); the password goes in PGPASSWORD. */
function connection(url: string): { args: string[]; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { args: ['--dbname', parsed.toString()], env: { ...process.env, PGPASSWORD: password } };
}

async function tool(name: 'pg_dump' | 'pg_restore', args: string[], env?: NodeJS.ProcessEnv): Promise<string> {
  try {
    return (await run(pgTool(name), args, { env, maxBuffer: 16 * 1024 * 1024 })).stdout;
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message: string };
    throw new BackupError(`${name} failed: ${(stderr || message).trim()}`);
  }
}

/** Checks that `file` is a pg_dump archive holding the lead store's tables. */
async function verifyArchive(file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist`);
  const listing = await tool('pg_restore', ['--list', file]);
  if (!/TABLE DATA \S+ leads /.test(listing) || !/TABLE DATA \S+ lead_schema_version /.test(listing))
    throw new BackupError(`${file} is not a backup of a PostgreSQL lead store`);
}

/**
 * Online backup with pg_dump (custom format) of exactly one snapshot: a repeatable-read transaction
 * exports its snapshot, counts the leads in it and holds it while pg_dump reads the same one.
 * Written beside the target, checked with pg_restore --list, then renamed into place.
 */
export async function backupPostgres(
  pool: pg.Pool,
  url: string,
  file: string,
): Promise<{ file: string; leads: number }> {
  const target = path.resolve(file);
  if (fs.existsSync(target)) throw new BackupError(`${target} already exists; give a new file name`);
  const partial = `${target}.partial`;
  const client = await pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot');
    const leads = (await client.query<{ n: number }>('SELECT count(*) AS n FROM leads')).rows[0].n;
    const { args, env } = connection(url);
    fs.rmSync(partial, { force: true });
    await tool(
      'pg_dump',
      [...args, '--format=custom', '--no-owner', `--snapshot=${rows[0].snapshot}`, '--file', partial],
      env,
    );
    await verifyArchive(partial);
    fs.renameSync(partial, target);
    return { file: target, leads };
  } finally {
    await client.query('ROLLBACK').catch(() => {});
    client.release();
    fs.rmSync(partial, { force: true });
  }
}

/**
 * Replaces the lead store at `url` with the backup `file`, with every lead service stopped: refused
 * while any connection of the service is open; the current content is first dumped to
 * `<file>.before-restore-<time>`; pg_restore then drops and recreates the tables in one transaction.
 */
export async function restorePostgres(url: string, file: string, openedBy: string): Promise<{ previous: string }> {
  const backup = path.resolve(file);
  await verifyArchive(backup);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
      [openedBy],
    );
    if (Number(rows[0].n) > 0)
      throw new BackupError(
        `the lead store is in use by ${rows[0].n} connection(s) of a lead service; stop them, then restore`,
      );
  } finally {
    await client.end();
  }
  const { args, env } = connection(url);
  const previous = `${backup}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  await tool('pg_dump', [...args, '--format=custom', '--no-owner', '--file', previous], env);
  await tool('pg_restore', [...args, '--clean', '--if-exists', '--no-owner', '--single-transaction', backup], env);
  return { previous };
}
