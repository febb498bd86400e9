import assert from 'node:assert/strict';
import fs from 'node:fs';
import { afterEach, describe, it } from 'node:test';
import { startCollector } from './helpers/env';
import { pageView, sendBeacon } from './helpers/beacons';

const ADDRESSES = ['203.0.113.77', '2001:db8:77:1::42'];
const AGENT = 'Mozilla/5.0 (X11; Linux x86_64) PrivacyProbe/77.0';

/** Every byte the database keeps: the main file and its write-ahead log. */
function databaseBytes(db: string): Buffer {
  return Buffer.concat([db, `${db}-wal`].filter((file) => fs.existsSync(file)).map((file) => fs.readFileSync(file)));
}

describe('no personal data is stored', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('keeps neither the address nor the user agent, only a daily hash', async () => {
    const { app, db, cleanup } = await startCollector();
    cleanups.push(cleanup);
    for (const from of ADDRESSES) {
      for (const path of ['/', '/contacto']) {
        const response = await sendBeacon(app, { events: [pageView(path, path === '/')] }, { from, userAgent: AGENT });
        assert.equal(response.statusCode, 204);
      }
    }
    const visitors = await app.events.all<{ visitor: string }>('SELECT DISTINCT visitor FROM events');
    assert.equal(visitors.length, 2, 'one hash per address and user agent');
    await app.events.all('PRAGMA wal_checkpoint(TRUNCATE)');
    const bytes = databaseBytes(db);
    const forms = [...ADDRESSES, AGENT, 'PrivacyProbe', '2001:db8:77:1::', 'cb00:714d'];
    for (const text of forms) {
      for (const encoding of ['utf8', 'utf16le'] as const) {
        assert.equal(bytes.indexOf(Buffer.from(text, encoding)), -1, `"${text}" (${encoding}) found in the database`);
      }
    }
    // Nor in any textual form of the address's bytes.
    assert.equal(bytes.indexOf(Buffer.from([203, 0, 113, 77])), -1, 'the IPv4 address as 4 bytes');
  });

  it('rotates the salt each day: the same visitor gets another hash and the old salt is gone', async () => {
    const { app, cleanup } = await startCollector();
    cleanups.push(cleanup);
    const first = await app.events.saltOf('2026-01-01');
    assert.deepEqual(await app.events.saltOf('2026-01-01'), first);
    const second = await app.events.saltOf('2026-01-02');
    assert.notDeepEqual(second, first);
    const days = await app.events.all<{ day: string }>('SELECT day FROM salts');
    assert.deepEqual(days, [{ day: '2026-01-02' }]);
  });
});
