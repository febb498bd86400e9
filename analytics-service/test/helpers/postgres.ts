import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The throw-away cluster's admin URL (`npm run test:postgres` starts one); these tests fail without
 * it, they never skip.
 */
export function adminUrl(): string {
  const url = process.env.ANALYTICS_TEST_POSTGRES_URL;
  if (!url) throw new Error('ANALYTICS_TEST_POSTGRES_URL is not set: run these tests with `npm run test:postgres`');
  return url;
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the test cluster: its URL, and how to drop it. */
export async function testDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `analytics_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}
