import type { Config } from '../config';
import type { EventStore } from './event-store';
import { PostgresEventStore } from './postgres-store';
import { SqliteEventStore } from './sqlite-store';

/** The store the configuration names: PostgreSQL with a database URL, else the SQLite file. */
export async function openEventStore(config: Pick<Config, 'dbPath' | 'databaseUrl'>): Promise<EventStore> {
  return config.databaseUrl ? PostgresEventStore.open(config.databaseUrl) : new SqliteEventStore(config.dbPath);
}
