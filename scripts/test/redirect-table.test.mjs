// The site's server's redirect table (scripts/lib/redirects.mjs): a redirect the CMS made a moment ago (a slug
// renamed and published) answers within about a second, not after the table's 10 s; unknown addresses re-read
// the table at most once a second.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { redirectTable } from '../lib/redirects.mjs';

let redirects = [];
let reads = 0;
let server;
let cmsUrl;
before(async () => {
  server = http.createServer((req, res) => {
    reads += 1;
    const body = { data: redirects, meta: { pagination: { page: 1, pageCount: 1 } } };
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  cmsUrl = `http://127.0.0.1:${server.address().port}`;
});
after(() => server.close());
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

test('a redirect made after the table was read answers once the table is a second old, not ten', async () => {
  const table = redirectTable({ cmsUrl: () => cmsUrl, ttlMs: 10_000, missTtlMs: 300 });
  assert.equal(await table.lookup('/blog/viejo'), undefined);
  redirects = [{ from: '/blog/viejo', to: '/blog/nuevo', permanent: true }];
  await sleep(350);
  assert.deepEqual(await table.lookup('/blog/viejo'), { to: '/blog/nuevo', permanent: true });
});

test('unknown addresses re-read the table at most once per missTtlMs; known ones wait for ttlMs', async () => {
  redirects = [{ from: '/promo', to: '/productos', permanent: false }];
  const table = redirectTable({ cmsUrl: () => cmsUrl, ttlMs: 10_000, missTtlMs: 300 });
  await table.lookup('/promo');
  const before = reads;
  for (let i = 0; i < 20; i += 1) await table.lookup(`/no-existe-${i}`);
  await table.lookup('/promo');
  assert.equal(reads, before, 'no read within missTtlMs');
  await sleep(350);
  await table.lookup('/promo');
  assert.equal(reads, before, 'a known address does not read again before ttlMs');
  await table.lookup('/otra-que-no-existe');
  assert.equal(reads, before + 1, 'an unknown one reads once');
});
