import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import pg from 'pg';
import { PG_SCHEMA_VERSION } from '../../src/store/postgres-schema';
import { validLead } from '../helpers/leads';
import { openPostgresStore, postgresFixture, testDatabase } from '../helpers/postgres';
import { describeStoreContract } from '../helpers/store-contract';

describeStoreContract('PostgreSQL', postgresFixture);

describe('LeadStore on PostgreSQL only', () => {
  it('migrates once when several instances start together, and keeps leads across restarts', async () => {
    const database = await testDatabase();
    try {
      const stores = await Promise.all([1, 2, 3].map(() => openPostgresStore(database.url)));
      const { id } = await stores[0].insert(validLead(1), 'clave-de-prueba-1');
      await Promise.all(stores.map((store) => store.close()));

      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const version = await client.query('SELECT version FROM lead_schema_version');
      await client.end();
      assert.deepEqual(version.rows, [{ version: PG_SCHEMA_VERSION }], 'one version row');

      const again = await openPostgresStore(database.url);
      assert.equal((await again.get(id))?.idempotencyKey, 'clave-de-prueba-1');
      assert.equal(typeof (await again.get(id))?.createdAt, 'number');
      await again.close();
    } finally {
      await database.drop();
    }
  });
});
