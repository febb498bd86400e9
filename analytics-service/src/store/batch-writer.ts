import type { EventRow, EventStore } from './event-store';

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: the rows of beacons that arrive in the same turn of the event loop (or while the
 * previous batch is being written) go to the store in one transaction, and each beacon is answered
 * once its rows are committed. At most `maxRows` wait at once, so memory stays bounded.
 */
export class BatchWriter {
  private rows: EventRow[] = [];
  private waiters: Waiter[] = [];
  private scheduled = false;
  private writing = false;

  constructor(
    private readonly store: EventStore,
    private readonly maxRows: number,
  ) {}

  /** Resolves once `rows` are stored; null (nothing queued) when the queue is full. */
  write(rows: EventRow[]): Promise<void> | null {
    if (this.rows.length + rows.length > this.maxRows) return null;
    this.rows.push(...rows);
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    this.schedule();
    return done;
  }

  private schedule(): void {
    if (this.scheduled || this.writing || this.rows.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.flush();
    });
  }

  private async flush(): Promise<void> {
    const rows = this.rows;
    const waiters = this.waiters;
    this.rows = [];
    this.waiters = [];
    this.writing = true;
    try {
      await this.store.insert(rows);
      for (const waiter of waiters) waiter.resolve();
    } catch (error) {
      for (const waiter of waiters) waiter.reject(error);
    } finally {
      this.writing = false;
      this.schedule();
    }
  }

  /** Waits for every queued row to be written (before the store closes). */
  async drain(): Promise<void> {
    while (this.rows.length > 0 || this.writing || this.scheduled) await new Promise((r) => setImmediate(r));
  }
}
