// Rendered pages shared by every shell server, on any machine (README, "Several instances behind
// nginx"). With RENDERED_DATABASE_URL the rendered store's files — pages, the listing index, the
// feeds — are rows of one PostgreSQL table, `rendered_files` (name, content, version), and the folder
// each process reads (RENDERED_DIR) is a copy of that table kept current by LISTEN/NOTIFY:
// - the renderer writes a file to its folder and publishes it (an upsert and a NOTIFY in one
//   transaction: every copy learns of it on commit, never of half a file);
// - every shell server and renderer mirrors the table into its folder: all of it at start and after a
//   lost connection, then each file named by a notification, written atomically as today.
// The servers read their folder exactly as without a database, so a page is answered from local disk;
// while PostgreSQL is unreachable they answer the last copy they have.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { writeFileAtomically } from './files.mjs';

const CHANNEL = 'linx_rendered';
const SCHEMA = `
  CREATE SEQUENCE IF NOT EXISTS rendered_files_version;
  CREATE TABLE IF NOT EXISTS rendered_files (
    name text PRIMARY KEY,
    content text NOT NULL,
    version bigint NOT NULL DEFAULT nextval('rendered_files_version'),
    updated_at timestamptz NOT NULL DEFAULT now()
  );`;

/** Creates the table once, whichever process starts first (concurrent CREATEs would collide). */
const ensureSchema = async (client) => {
  await client.query('BEGIN');
  try {
    await client.query("SELECT pg_advisory_xact_lock(hashtext('linx:rendered-schema'))");
    await client.query(SCHEMA);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
};

/** A file name of the store ('pages/%2Fblog.json', 'index.json', 'feeds/blog.xml') inside `dir`, or null. */
export const fileInStore = (dir, name) => {
  if (typeof name !== 'string' || name === '' || path.isAbsolute(name)) return null;
  const file = path.resolve(dir, name);
  return file.startsWith(path.resolve(dir) + path.sep) ? file : null;
};

/** Every file of a store folder, by name (temporary files of a write in progress left out). */
const localNames = (dir, sub = '') => {
  const folder = path.join(dir, sub);
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const name = path.posix.join(sub, entry.name);
    if (entry.isDirectory()) return localNames(dir, name);
    return entry.name.endsWith('.tmp') ? [] : [name];
  });
};

/**
 * The renderer's side: `publish(name, content)` upserts a file (content null deletes it) and notifies
 * every copy; publishes run one after another, in order. `flush()` resolves once all have been tried
 * (a failed publish is retried twice, then logged: the next render of that page publishes it again).
 */
export const renderedPublisher = (url, { log = console } = {}) => {
  const pool = new pg.Pool({ connectionString: url, max: 1, application_name: 'linx-rendered-publisher' });
  pool.on('error', () => {}); // an idle connection that dies is replaced on the next publish
  let schemaReady = null;
  let chain = Promise.resolve();
  const write = async (name, content) => {
    schemaReady ??= pool.connect().then(async (client) => {
      try {
        await ensureSchema(client);
      } finally {
        client.release();
      }
    });
    await schemaReady.catch((error) => {
      schemaReady = null;
      throw error;
    });
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      if (content === null) await client.query('DELETE FROM rendered_files WHERE name = $1', [name]);
      else
        await client.query(
          `INSERT INTO rendered_files (name, content) VALUES ($1, $2)
           ON CONFLICT (name) DO UPDATE SET content = EXCLUDED.content,
             version = nextval('rendered_files_version'), updated_at = now()`,
          [name, content],
        );
      await client.query('SELECT pg_notify($1, $2)', [CHANNEL, name]);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };
  const attempt = async (name, content) => {
    for (let tries = 1; ; tries += 1) {
      try {
        return await write(name, content);
      } catch (error) {
        if (tries === 3) return log.error(`rendered: ${name} no se publicó en PostgreSQL: ${error.message}`);
        await new Promise((resolve) => setTimeout(resolve, 250 * tries));
      }
    }
  };
  return {
    publish(name, content) {
      chain = chain.then(() => attempt(name, content));
      return chain;
    },
    flush: () => chain,
    close: async () => {
      await chain;
      await pool.end();
    },
  };
};

/**
 * Keeps `dir` a copy of the table. Resolves once the first full copy is made (or, when PostgreSQL
 * does not answer, at once: the folder stays as it is and the copy is retried in the background).
 * Returns `{ close() }`.
 */
export const mirrorRendered = async ({ url, dir, log = console, retryMs = 1000 }) => {
  const versions = new Map(); // name → version copied
  let client = null;
  let closed = false;
  let retry = null;
  let pending = Promise.resolve();

  const copy = async (db, name) => {
    const file = fileInStore(dir, name);
    if (!file) return;
    const { rows } = await db.query('SELECT content, version FROM rendered_files WHERE name = $1', [name]);
    if (rows.length === 0) {
      fs.rmSync(file, { force: true });
      versions.delete(name);
    } else if (versions.get(name) !== rows[0].version) {
      writeFileAtomically(file, rows[0].content);
      versions.set(name, rows[0].version);
    }
  };

  const copyAll = async (db) => {
    const { rows } = await db.query('SELECT name, version FROM rendered_files');
    const inTable = new Set(rows.map((row) => row.name));
    for (const row of rows) if (versions.get(row.name) !== row.version) await copy(db, row.name);
    for (const name of localNames(dir)) {
      if (!inTable.has(name)) {
        fs.rmSync(path.join(dir, name), { force: true });
        versions.delete(name);
      }
    }
  };

  const connect = async () => {
    const db = new pg.Client({ connectionString: url, keepAlive: true, application_name: 'linx-rendered-mirror' });
    const lost = () => {
      if (client !== db || closed) return;
      client = null;
      db.end().catch(() => {});
      log.error('rendered: se perdió la conexión con PostgreSQL; las páginas quedan como están y se reintenta');
      retry = setTimeout(reconnect, retryMs);
    };
    db.on('error', lost);
    db.on('end', lost);
    try {
      await db.connect();
      await ensureSchema(db);
      // Notifications queue from LISTEN on, so nothing written during the full copy is missed.
      db.on('notification', ({ payload }) => {
        pending = pending.then(() => copy(db, payload)).catch((error) => log.error(`rendered: ${error.message}`));
      });
      await db.query(`LISTEN ${CHANNEL}`);
      client = db;
      pending = pending.then(() => copyAll(db));
      await pending;
    } catch (error) {
      db.removeAllListeners('end');
      db.end().catch(() => {});
      if (client === db) client = null;
      throw error;
    }
  };

  const reconnect = async () => {
    if (closed) return;
    try {
      await connect();
    } catch (error) {
      log.error(`rendered: PostgreSQL no responde (${error.message}); se reintenta`);
      retry = setTimeout(reconnect, retryMs);
    }
  };

  await reconnect();
  return {
    /** Resolves once every notification received so far has been copied. */
    settled: () => pending,
    async close() {
      closed = true;
      clearTimeout(retry);
      await pending.catch(() => {});
      await client?.end().catch(() => {});
    },
  };
};

let publisher = null;
/** Publishes a file of this process's store when RENDERED_DATABASE_URL is set (else nothing to do). */
export const publishRendered = (name, content) => {
  const url = process.env.RENDERED_DATABASE_URL;
  if (!url) return Promise.resolve();
  publisher ??= renderedPublisher(url);
  return publisher.publish(name, content);
};

/** Waits for this process's publishes (the renderer's run awaits it before exiting). */
export const flushRendered = () => publisher?.flush() ?? Promise.resolve();

/** Mirrors the table into `dir` when RENDERED_DATABASE_URL is set (shell servers, renderer's service). */
export const startRenderedMirror = (dir) => {
  const url = process.env.RENDERED_DATABASE_URL;
  return url ? mirrorRendered({ url, dir }) : Promise.resolve(null);
};
