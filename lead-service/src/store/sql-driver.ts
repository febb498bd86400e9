import type { LeadRow } from '../lead-row';
import type { LeadSql, SqlParams } from './lead-sql';

/** What the lead store needs from a database engine; `lead-store.ts` holds everything else. */
export interface SqlDriver {
  readonly engine: 'sqlite' | 'postgres';
  /** Runs a write; resolves with the number of rows it changed once the change is committed. */
  run(sql: LeadSql, params: SqlParams): Promise<number>;
  get<T>(sql: LeadSql, params: SqlParams): Promise<T | undefined>;
  all<T>(sql: LeadSql, params: SqlParams): Promise<T[]>;
  /**
   * Takes the next due pending lead and leases it in one transaction that no other process (or
   * instance) can interleave with: the row as it was before the claim, or undefined.
   */
  claimDue(now: number, leaseUntil: number): Promise<LeadRow | undefined>;
  /** A consistent copy of the whole store in `file` (refused if it exists); how many leads it holds. */
  backup(file: string): Promise<{ file: string; leads: number }>;
  close(): Promise<void>;
}
