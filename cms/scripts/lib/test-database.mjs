// The database of a CMS started by strapi-process.mjs: a SQLite file by default; with
// DATABASE_CLIENT=postgres and the DATABASE_* variables of a server (scripts/with-test-postgres.mjs
// sets them) one PostgreSQL database per file name, created on first use. So every test still
// starts on an empty database, and a second boot with the same file finds the first one's data.
import crypto from 'node:crypto';
import Database from 'better-sqlite3';
import pg from 'pg';

const postgresName = (dbFile) => `linx_test_${crypto.createHash('sha256').update(dbFile).digest('hex').slice(0, 16)}`;

/** Runs `fn` with a client connected to `database` on the server of the DATABASE_* variables. */
const withPostgres = async (database, fn) => {
  const client = new pg.Client({
    host: process.env.DATABASE_HOST,
    port: Number(process.env.DATABASE_PORT || 5432),
    user: process.env.DATABASE_USERNAME,
    password: process.env.DATABASE_PASSWORD,
    database,
  });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
};

const ensurePostgresDatabase = (name) =>
  withPostgres('postgres', async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  });

/** Environment variables that point a CMS at the database for `dbFile`. */
export const databaseEnv = async (dbFile) => {
  if (process.env.DATABASE_CLIENT !== 'postgres') return { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: dbFile };
  const name = postgresName(dbFile);
  await ensurePostgresDatabase(name);
  return { DATABASE_CLIENT: 'postgres', DATABASE_NAME: name };
};

/** Rows of `table` in the database of `dbFile`, read directly (not through the CMS). */
export const countRows = async (dbFile, table) => {
  if (process.env.DATABASE_CLIENT === 'postgres') {
    return withPostgres(postgresName(dbFile), async (client) => Number((await client.query(`SELECT count(*) AS n FROM "${table}"`)).rows[0].n));
  }
  const db = new Database(dbFile, { readonly: true });
  try {
    return db.prepare(`SELECT count(*) AS n FROM "${table}"`).get().n;
  } finally {
    db.close();
  }
};

/** "SQLite" or "PostgreSQL": for test titles. */
export const databaseLabel = () => (process.env.DATABASE_CLIENT === 'postgres' ? 'PostgreSQL' : 'SQLite');
