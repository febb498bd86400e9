import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { LeadStore } from '../../src/store/lead-store';
import { validLead } from './leads';

/** One empty store for one test: `open()` opens another connection to it (a restart, another instance). */
export interface StoreFixture {
  open(): Promise<LeadStore>;
  cleanup(): Promise<void>;
}

async function withStore(
  fixture: () => Promise<StoreFixture>,
  run: (store: LeadStore, f: StoreFixture) => Promise<void>,
) {
  const f = await fixture();
  const store = await f.open();
  try {
    await run(store, f);
  } finally {
    await store.close();
    await f.cleanup();
  }
}

/** What every engine of the lead store must do alike (run on SQLite and on PostgreSQL). */
export function describeStoreContract(engine: string, fixture: () => Promise<StoreFixture>): void {
  const test = (name: string, run: (store: LeadStore, f: StoreFixture) => Promise<void>) =>
    it(name, () => withStore(fixture, run));

  describe(`LeadStore on ${engine}`, () => {
    test('keeps the idempotency key unique', async (store) => {
      const key = randomUUID();
      const first = await store.insert(validLead(1), key);
      assert.equal(first.kind, 'created');
      assert.deepEqual(await store.insert(validLead(1), key), { kind: 'replayed', id: first.id });
      assert.deepEqual(await store.insert(validLead(2), key), { kind: 'conflict', id: first.id });
      await store.insert(validLead(3), null);
      await store.insert(validLead(3), null);
      assert.equal((await store.counts()).pending, 3, 'leads without a key are all kept');
    });

    test('keeps the idempotency key unique across connections inserting at once', async (store, f) => {
      const other = await f.open();
      try {
        const keys = Array.from({ length: 20 }, () => randomUUID());
        const results = await Promise.all(
          keys.flatMap((key, n) => [store.insert(validLead(n), key), other.insert(validLead(n), key)]),
        );
        for (let n = 0; n < keys.length; n += 1) {
          const pair = results.slice(2 * n, 2 * n + 2);
          assert.deepEqual(pair.map((r) => r.kind).sort(), ['created', 'replayed'], `key ${n}`);
          assert.equal(pair[0].id, pair[1].id);
        }
        assert.equal((await store.counts()).pending, keys.length);
      } finally {
        await other.close();
      }
    });

    test('leases a claimed lead so it is not claimed twice, and frees it when the lease ends', async (store) => {
      const { id } = await store.insert(validLead(1), null, 1_000);
      const claimed = await store.claimDue(2_000, 10_000);
      assert.equal(claimed?.id, id);
      assert.equal(claimed?.attempts, 1);
      assert.equal(await store.claimDue(5_000, 20_000), undefined);
      // The process died mid-send: after the lease the lead is due again.
      assert.equal((await store.claimDue(10_000, 30_000))?.id, id);
    });

    test('marks a claimed lead outcome-unknown until its answer is recorded', async (store) => {
      const { id } = await store.insert(validLead(1), null, 1_000);
      assert.equal((await store.claimDue(2_000, 10_000))?.outcomeUnknown, false, 'first send: nothing to look up');
      assert.equal((await store.get(id))?.outcomeUnknown, true, 'a crash now leaves it unknown');
      assert.equal((await store.claimDue(10_000, 20_000))?.outcomeUnknown, true, 'after the lease: look it up first');
      await store.retryLater(id, 20_000, 'HTTP 429', {});
      assert.equal((await store.claimDue(20_000, 30_000))?.outcomeUnknown, false, 'a 429 said nothing was created');
    });

    test('hands pending leads to a new process after a restart', async (first, f) => {
      const ids: string[] = [];
      for (const n of [1, 2, 3]) ids.push((await first.insert(validLead(n), randomUUID())).id);
      await first.markDelivered(ids[0], 7);
      const second = await f.open();
      try {
        const now = Date.now();
        const due = [await second.claimDue(now, now + 1000), await second.claimDue(now, now + 1000)];
        assert.deepEqual(
          due.map((lead) => lead?.id),
          [ids[1], ids[2]],
        );
        assert.equal(await second.claimDue(now, now + 1000), undefined);
      } finally {
        await second.close();
      }
    });

    test('moves leads through pending → failed → pending → delivered', async (store) => {
      const { id } = await store.insert(validLead(1), null);
      await store.retryLater(id, Date.now() + 60_000, 'HTTP 400', { rejected: true });
      assert.equal((await store.get(id))?.rejections, 1);
      assert.ok(await store.markFailed(id, 'HTTP 400'));
      assert.equal((await store.get(id))?.status, 'failed');
      assert.equal(await store.claimDue(Date.now() + 3_600_000, 0), undefined, 'failed leads are parked');
      assert.equal(await store.requeue(id), 'requeued');
      assert.equal((await store.get(id))?.status, 'pending');
      assert.equal((await store.get(id))?.rejections, 0);
      assert.ok(await store.markDelivered(id, 99));
      assert.equal(await store.requeue(id), 'delivered');
      assert.equal(await store.requeue('nope'), 'not_found');
      assert.equal(await store.markFailed(id, 'late'), false, 'a delivered lead stays delivered');
      assert.equal((await store.get(id))?.odooId, 99);
    });

    test('holds a lead until staff release it, and never hands a held or discarded lead on', async (store) => {
      const key = randomUUID();
      const held = await store.insertHeld(validLead(1), key, 'hourly cap', 1_000);
      assert.deepEqual(await store.insertHeld(validLead(1), key, 'hourly cap'), { kind: 'replayed', id: held.id });
      const junk = await store.insertHeld(validLead(2), null, 'hourly cap', 1_000);
      assert.equal((await store.get(held.id))?.status, 'held');
      assert.equal((await store.get(held.id))?.lastError, 'hourly cap');
      assert.equal(await store.countWithStatus('held'), 2);
      assert.equal(await store.claimDue(10_000, 20_000), undefined, 'held leads are not due');
      assert.equal(await store.requeue(held.id), 'held', 'retry does not release');

      assert.equal(await store.discard(junk.id, 2_000), 'discarded');
      assert.equal(await store.discard(junk.id), 'discarded', 'already discarded');
      assert.equal(await store.claimDue(10_000, 20_000), undefined, 'discarded leads are never due');
      assert.equal(await store.release(held.id, 3_000), 'released');
      assert.equal((await store.get(held.id))?.lastError, null);
      assert.equal(await store.release(held.id), 'pending', 'a released lead is not released twice');
      assert.equal(await store.discard(held.id), 'pending', 'only held leads are discarded');
      assert.equal((await store.claimDue(10_000, 20_000))?.id, held.id);
      assert.equal(await store.release(junk.id, 4_000), 'released', 'release undoes a discard');
      assert.equal(await store.release('nope'), 'not_found');
      assert.equal(await store.discard('nope'), 'not_found');
    });

    test('releases or discards every held lead at once, and nothing else', async (store) => {
      const held: string[] = [];
      for (const n of [1, 2, 3]) held.push((await store.insertHeld(validLead(n), null, 'hourly cap')).id);
      const pending = (await store.insert(validLead(4), null)).id;
      await store.markDelivered(pending, 7);
      assert.equal(await store.discard(held[0]), 'discarded');
      assert.equal(await store.releaseAllHeld(), 2);
      assert.deepEqual(await Promise.all(held.map(async (id) => (await store.get(id))?.status)), [
        'discarded',
        'pending',
        'pending',
      ]);
      await store.insertHeld(validLead(5), null, 'hourly cap');
      assert.equal(await store.discardAllHeld(), 1);
      assert.equal(await store.countWithStatus('held'), 0);
      assert.equal((await store.get(pending))?.status, 'delivered');
    });

    test('counts leads and honeypot hits of the last hour apart, and the oldest undelivered lead', async (store) => {
      await store.insert(validLead(1), null, 5_000);
      await store.insert(validLead(2), null, 9_000);
      await store.insertSpam(validLead(3), null, 'honeypot', 9_000);
      assert.equal(await store.countCreatedSince(6_000, false), 1);
      assert.equal(await store.countCreatedSince(0, false), 2);
      assert.equal(await store.countCreatedSince(0, true), 1);
      assert.equal(await store.oldestUndeliveredAt(), 5_000);
      assert.deepEqual(
        (await store.list({ limit: 2 })).map((lead) => lead.payload.name),
        [validLead(3).name, validLead(2).name],
        'newest first',
      );
      assert.equal((await store.list({ status: 'spam' })).length, 1);
      await store.ping();
    });

    test('finds leads by an unambiguous id prefix', async (store) => {
      const { id } = await store.insert(validLead(1), null);
      assert.equal(((await store.find(id.slice(0, 8))) as { id: string }).id, id);
      assert.equal(await store.find('zzzzzzzz'), undefined);
      assert.equal(await store.find('%%%%'), undefined);
    });
  });
}
