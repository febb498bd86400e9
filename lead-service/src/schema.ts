import type Database from 'better-sqlite3';

const LEADS_V1 = `CREATE TABLE leads (
     seq             INTEGER PRIMARY KEY AUTOINCREMENT,
     id              TEXT    NOT NULL UNIQUE,
     idempotency_key TEXT    UNIQUE,
     payload_hash    TEXT    NOT NULL,
     name            TEXT    NOT NULL,
     email_from      TEXT    NOT NULL,
     contact_name    TEXT    NOT NULL,
     description     TEXT    NOT NULL,
     status          TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
     attempts        INTEGER NOT NULL DEFAULT 0,
     rejections      INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_error      TEXT,
     odoo_id         INTEGER,
     created_at      INTEGER NOT NULL,
     updated_at      INTEGER NOT NULL,
     delivered_at    INTEGER
   );
   CREATE INDEX leads_due ON leads (status, next_attempt_at);`;

// v2: two more states (needs_attention, spam), the "outcome unknown" flag, and an index on the
// creation time for the hourly cap and the health check. SQLite cannot change a CHECK constraint,
// so the table is rebuilt (https://www.sqlite.org/lang_altertable.html#otheralter).
const LEADS_V2 = `CREATE TABLE leads_v2 (
     seq             INTEGER PRIMARY KEY AUTOINCREMENT,
     id              TEXT    NOT NULL UNIQUE,
     idempotency_key TEXT    UNIQUE,
     payload_hash    TEXT    NOT NULL,
     name            TEXT    NOT NULL,
     email_from      TEXT    NOT NULL,
     contact_name    TEXT    NOT NULL,
     description     TEXT    NOT NULL,
     status          TEXT    NOT NULL DEFAULT 'pending'
                     CHECK (status IN ('pending', 'delivered', 'failed', 'needs_attention', 'spam')),
     attempts        INTEGER NOT NULL DEFAULT 0,
     rejections      INTEGER NOT NULL DEFAULT 0,
     outcome_unknown INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_error      TEXT,
     odoo_id         INTEGER,
     created_at      INTEGER NOT NULL,
     updated_at      INTEGER NOT NULL,
     delivered_at    INTEGER
   );
   INSERT INTO leads_v2 (seq, id, idempotency_key, payload_hash, name, email_from, contact_name, description, status,
                         attempts, rejections, next_attempt_at, last_error, odoo_id, created_at, updated_at, delivered_at)
   SELECT seq, id, idempotency_key, payload_hash, name, email_from, contact_name, description, status,
          attempts, rejections, next_attempt_at, last_error, odoo_id, created_at, updated_at, delivered_at
   FROM leads;
   DROP TABLE leads;
   ALTER TABLE leads_v2 RENAME TO leads;
   CREATE INDEX leads_due ON leads (status, next_attempt_at);
   CREATE INDEX leads_created ON leads (created_at);`;

/** The columns of version 3 (the PostgreSQL schema starts from them: store/postgres-schema.ts). */
export const LEADS_V3_COLUMNS = `     seq             INTEGER PRIMARY KEY AUTOINCREMENT,
     id              TEXT    NOT NULL UNIQUE,
     idempotency_key TEXT    UNIQUE,
     payload_hash    TEXT    NOT NULL,
     name            TEXT    NOT NULL,
     email_from      TEXT    NOT NULL,
     contact_name    TEXT    NOT NULL,
     description     TEXT    NOT NULL,
     status          TEXT    NOT NULL DEFAULT 'pending'
                     CHECK (status IN ('pending', 'delivered', 'failed', 'needs_attention', 'spam', 'held', 'discarded')),
     attempts        INTEGER NOT NULL DEFAULT 0,
     rejections      INTEGER NOT NULL DEFAULT 0,
     outcome_unknown INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_error      TEXT,
     odoo_id         INTEGER,
     created_at      INTEGER NOT NULL,
     updated_at      INTEGER NOT NULL,
     delivered_at    INTEGER`;

// v3: two more states: `held` (stored beyond the hourly cap, waiting for staff) and `discarded` (a
// held lead staff judged junk). A CHECK constraint again, so the table is rebuilt as for v2.
const LEADS_V3 = `CREATE TABLE leads_v3 (
${LEADS_V3_COLUMNS}
   );
   INSERT INTO leads_v3 (seq, id, idempotency_key, payload_hash, name, email_from, contact_name, description, status,
                         attempts, rejections, outcome_unknown, next_attempt_at, last_error, odoo_id, created_at,
                         updated_at, delivered_at)
   SELECT seq, id, idempotency_key, payload_hash, name, email_from, contact_name, description, status,
          attempts, rejections, outcome_unknown, next_attempt_at, last_error, odoo_id, created_at,
          updated_at, delivered_at
   FROM leads;
   DROP TABLE leads;
   ALTER TABLE leads_v3 RENAME TO leads;
   CREATE INDEX leads_due ON leads (status, next_attempt_at);
   CREATE INDEX leads_created ON leads (created_at);`;

/** Migrations by `PRAGMA user_version`; each entry moves the schema one version up. */
const MIGRATIONS: string[] = [LEADS_V1, LEADS_V2, LEADS_V3];

export const SCHEMA_VERSION = MIGRATIONS.length;

/** Brings the schema up to `target` (the current version unless a test builds an older store). */
export function migrate(db: Database.Database, target = SCHEMA_VERSION): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let version = current; version < target; version += 1) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version]);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
