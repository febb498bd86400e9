// No anonymous client can bust the response cache or lock editors out (issue 43), on a real CMS with the seeded
// content. A filter the site never sends (`filters[path][$ne]=<random>`, which answered every page uncached) is
// refused; spellings of one read share one cache entry; past its budget of uncached reads a client gets 429 with
// Retry-After while cached reads, other clients, the site's own servers and /_health go on. Clients are told
// apart by the address the trusted proxy forwards: here the "proxy" is 127.0.0.2 (TRUST_PROXY) and this process
// connects from it, or from 127.0.0.1 as a client reaching the CMS directly, whose X-Forwarded-For is ignored.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startCms } from '../scripts/lib/strapi-process.mjs';
import { databaseLabel } from '../scripts/lib/test-database.mjs';
import { siteReads } from '../scripts/lib/public-reads.mjs';

const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-cms-read-limits-'));
const PROXY = '127.0.0.2';
const MISS_BURST = 8;
const TEST_ENV = {
  CMS_ADMIN_EMAIL: 'editor@linx.cl',
  CMS_ADMIN_PASSWORD: 'EditorLinx2024',
  CMS_SEED: 'true',
  CMS_API_CACHE_TTL_MS: '60000',
  CMS_API_MISS_BURST: String(MISS_BURST),
  CMS_API_MISSES_PER_MINUTE: '6',
  CMS_READ_TOKEN: '',
  TRUST_PROXY: PROXY,
};
let cms;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One request to the CMS from `from` (127.0.0.1 by default; PROXY plays nginx), with its status, headers, body
 * (parsed when JSON) and how long it took.
 */
const send = (pathname, { from = '127.0.0.1', method = 'GET', headers = {}, body } = {}) =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(`${cms.baseUrl}${pathname}`, {
      method,
      localAddress: from,
      agent: false,
      headers: { ...(payload ? { 'Content-Type': 'application/json' } : {}), ...headers },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => {
        let parsed = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // not JSON (/_health answers 204)
        }
        resolve({ status: res.statusCode, headers: res.headers, body: parsed, ms: performance.now() - started });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
/** Through the "proxy", for the visitor at `client`. */
const via = (client, pathname, options = {}) =>
  send(pathname, { ...options, from: PROXY, headers: { 'X-Forwarded-For': client, ...options.headers } });

describe(`LINX CMS read limits (${databaseLabel()})`, { timeout: 240_000 }, () => {
  before(async () => {
    cms = await startCms({ dbFile: path.join(tmpDir, 'data.db'), env: TEST_ENV });
    // The cache stores nothing for 2 s after a write, and the seed wrote just before the CMS answered.
    await sleep(2100);
  });

  after(async () => {
    await cms?.stop();
    fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  it('refuses filters the site never sends (the $ne cache buster) in a few ms, and stays up', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => via('203.0.113.50', `/api/pages?filters[path][$ne]=${Math.random()}`)),
    );
    const health = await send('/_health');
    for (const answer of answers) {
      assert.equal(answer.status, 400, JSON.stringify(answer.body));
      assert.match(answer.body.error.message, /filters\[path\]: operator "\$ne" is not accepted/);
    }
    assert.equal(health.status, 204);
    for (const read of [
      '/api/articles?filters[title][$containsi]=a',
      '/api/articles?filters[$or][0][slug][$eq]=a',
      '/api/cases?filters[slug][$in][0]=a',
      '/api/categories?locale=es',
    ]) {
      assert.equal((await send(read)).status, 400, read);
    }
    // What the site sends still answers.
    const page = await send('/api/pages?filters[path][$eq]=/servicios/seo');
    assert.equal(page.status, 200, JSON.stringify(page.body));
    assert.equal(page.body.data.length, 1);
  });

  it('serves other spellings of one read from the same cache entry', async () => {
    const read = '/api/articles?filters[featured][$eq]=true&fields[0]=title&fields[1]=slug&sort=id:asc';
    assert.equal((await send(read)).headers['x-cache'], 'MISS');
    for (const same of [
      '/api/articles?sort[0]=id&fields=slug,title&filters[featured][$eq]=true',
      '/api/articles?fields[1]=title&fields[0]=slug&filters[featured][$eq]=true&sort=id:ASC&status=published',
    ]) {
      const answer = await send(same);
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      assert.equal(answer.headers['x-cache'], 'HIT', same);
    }
  });

  it('answers 429 with Retry-After past a client’s budget of uncached reads; others go on, the server stays up', async () => {
    const visitor = '203.0.113.7';
    const [cachedRead] = siteReads();
    assert.equal((await via(visitor, `/api${cachedRead}`)).status, 200);
    const statuses = [];
    for (let i = 0; i < MISS_BURST + 2; i += 1)
      statuses.push((await via(visitor, `/api/articles?filters[slug][$eq]=no-existe-${i}`)).status);
    assert.deepEqual(statuses, [...Array(MISS_BURST - 1).fill(200), 429, 429, 429]);
    // A burst of them: refused before any query, quickly, with /_health answering meanwhile.
    const burst = Array.from({ length: 40 }, (_, i) => via(visitor, `/api/articles?filters[slug][$eq]=rafaga-${i}`));
    const health = await send('/_health');
    const refused = await Promise.all(burst);
    assert.equal(health.status, 204);
    assert.ok(health.ms < 1000, `/_health took ${Math.round(health.ms)} ms`);
    for (const answer of refused) {
      assert.equal(answer.status, 429);
      assert.equal(answer.body.error.name, 'RateLimitError');
      assert.ok(Number(answer.headers['retry-after']) >= 1 && Number(answer.headers['retry-after']) <= 10);
    }
    // The same client still gets what is cached; another client, and the site's own server on loopback, get all.
    const hit = await via(visitor, `/api${cachedRead}`);
    assert.deepEqual([hit.status, hit.headers['x-cache']], [200, 'HIT']);
    assert.equal((await via('198.51.100.2', '/api/articles?filters[slug][$eq]=otro-visitante')).status, 200);
    // A new address written in front of the proxy's hop changes nothing: the proxy's hop is the client.
    assert.equal((await via(`10.0.0.1, ${visitor}`, '/api/articles?filters[slug][$eq]=disfraz')).status, 429);
    for (let i = 0; i < MISS_BURST * 2; i += 1)
      assert.equal((await send(`/api/articles?filters[slug][$eq]=servidor-${i}`)).status, 200);
  });

  it('keys the admin login limit on the client the trusted proxy names, never on a chosen X-Forwarded-For', async () => {
    const login = (password, options) =>
      (options.client ? (p, o) => via(options.client, p, o) : send)('/admin/login', {
        headers: options.headers,
        method: 'POST',
        body: { email: TEST_ENV.CMS_ADMIN_EMAIL, password },
      });
    // A client reaching the CMS directly and claiming the editor's address locks only itself out.
    const spoofed = { headers: { 'X-Forwarded-For': '198.51.100.20' } };
    for (let i = 0; i < 6; i += 1) await login(`Intento${i}00`, spoofed);
    // A visitor behind the proxy trying passwords locks only itself out.
    const attempts = [];
    for (let i = 0; i < 6; i += 1) attempts.push((await login(`Intento${i}00`, { client: '203.0.113.9' })).status);
    assert.deepEqual(attempts, [400, 400, 400, 400, 400, 429]);
    // The editor, behind the same proxy, signs in.
    const editor = await login(TEST_ENV.CMS_ADMIN_PASSWORD, { client: '198.51.100.20' });
    assert.equal(editor.status, 200, JSON.stringify(editor.body));
    assert.ok(editor.body.data.token);
  });
});
