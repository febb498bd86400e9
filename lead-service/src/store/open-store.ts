import type { Config } from '../config';
import { LeadStore } from './lead-store';
import { PostgresDriver } from './postgres-driver';
import { SqliteDriver } from './sqlite-driver';

/** The store the configuration names: PostgreSQL with a database URL, else the SQLite file. */
export async function openStore(config: Pick<Config, 'dbPath' | 'databaseUrl'>): Promise<LeadStore> {
  const driver = config.databaseUrl ? await PostgresDriver.open(config.databaseUrl) : new SqliteDriver(config.dbPath);
  return new LeadStore(driver);
}
