import type Database from 'better-sqlite3';

/** Migrations by `PRAGMA user_version`; each entry moves the schema one version up. */
const MIGRATIONS: string[] = [
  `CREATE TABLE leads (
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
   CREATE INDEX leads_due ON leads (status, next_attempt_at);`,
];

export function migrate(db: Database.Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let version = current; version < MIGRATIONS.length; version += 1) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version]);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
