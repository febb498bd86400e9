// The front door's nginx (deploy/nginx/linx.conf.template), run for real against small upstream
// servers: routing and prefixes, failover only where repeating is safe, compression, size and rate
// limits at the edge, and only the CMS's public reads behind it (never its admin). Listens on a port in
// 25000–25999 (loopback).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { startNginx } from '../lib/nginx-config.mjs';

// Plays the renderer, whose CMS reads nginx does not count; this process's other requests come from 127.0.0.1.
const RENDERER = '127.0.0.2';

/** A stand-in instance: records each request; `dropPosts` destroys the socket of every POST it reads. */
const upstream = async (name, { dropPosts = false } = {}) => {
  const hits = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      hits.push({ method: req.method, url: req.url, forwardedFor: req.headers['x-forwarded-for'] });
      if (dropPosts && req.method === 'POST') return req.socket.destroy();
      const text = `<!doctype html><title>${name}</title>${'<p>Página de prueba con tildes: á é í ó ú ñ.</p>'.repeat(40)}`;
      res.writeHead(req.method === 'POST' ? 202 : 200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-cache',
        'x-instance': name,
      });
      res.end(text);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { name, hits, server, port: server.address().port };
};

const portIn = async (from, to) => {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = from + Math.floor(Math.random() * (to - from));
    const free = await new Promise((resolve) => {
      const probe = net.createServer().once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}–${to}`);
};

let nginx;
let parts;
const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-nginx-'));

before(async () => {
  parts = {
    shellA: await upstream('shell-a'),
    shellB: await upstream('shell-b'),
    cmsA: await upstream('cms-a', { dropPosts: true }),
    cmsB: await upstream('cms-b'),
    leadsA: await upstream('leads-a', { dropPosts: true }),
    leadsB: await upstream('leads-b'),
    marketing: await upstream('marketing'),
  };
  nginx = await startNginx({
    prefix,
    port: await portIn(25000, 25999),
    shells: [parts.shellA.port, parts.shellB.port],
    cms: [parts.cmsA.port, parts.cmsB.port],
    leads: [parts.leadsA.port, parts.leadsB.port],
    remotes: { marketing: parts.marketing.port },
    leadsRate: 600,
    leadsBurst: 5,
    cmsUnlimited: [RENDERER],
  });
});

after(async () => {
  await nginx?.stop();
  for (const part of Object.values(parts ?? {})) part.server.close();
  fs.rmSync(prefix, { recursive: true, force: true });
});

const post = (url, body = '{}') =>
  fetch(`${nginx.base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

/** GET `url` through nginx from the local address `from`; resolves with the status and headers. */
const getFrom = (from, url) =>
  new Promise((resolve, reject) => {
    const req = http.get(`${nginx.base}${url}`, { localAddress: from, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers }));
    });
    req.on('error', reject);
  });
const cmsHits = () => [...parts.cmsA.hits, ...parts.cmsB.hits];

test('routes the site to both shell servers, and the CMS, lead and remote paths to theirs without the prefix', async () => {
  const instances = new Set();
  for (let i = 0; i < 4; i += 1) instances.add((await fetch(`${nginx.base}/blog`)).headers.get('x-instance'));
  assert.deepEqual([...instances].sort(), ['shell-a', 'shell-b']);
  assert.equal((await fetch(`${nginx.base}/cms/api/articles?x=1`)).status, 200);
  assert.equal((await fetch(`${nginx.base}/_remotes/marketing/remoteEntry.js`)).headers.get('x-instance'), 'marketing');
  assert.equal((await fetch(`${nginx.base}/leads/health`)).status, 200);
  assert.equal((await fetch(`${nginx.base}/uploads/foto.webp`)).status, 200);
  const cmsUrls = [...parts.cmsA.hits, ...parts.cmsB.hits].map((hit) => hit.url);
  assert.ok(cmsUrls.includes('/api/articles?x=1'), cmsUrls.join());
  assert.ok(cmsUrls.includes('/uploads/foto.webp'), 'uploads keep their path');
  assert.deepEqual(
    parts.marketing.hits.map((hit) => hit.url),
    ['/remoteEntry.js'],
  );
  assert.equal(parts.shellA.hits[0].forwardedFor, '127.0.0.1');
  assert.equal(
    (await fetch(`${nginx.base}/blog`)).headers.get('cache-control'),
    'no-cache',
    'the servers’ caching kept',
  );
});

test('compresses HTML the servers sent uncompressed', async () => {
  const response = await fetch(`${nginx.base}/`, { headers: { 'accept-encoding': 'gzip' } });
  assert.equal(response.headers.get('content-encoding'), 'gzip');
  assert.match(await response.text(), /tildes: á é í ó ú ñ/);
});

test('repeats a lead submit on the other instance when one drops it, but never a CMS write', async () => {
  // The site's one write to the CMS: an open preview renewing its token.
  const cms = await Promise.all([1, 2, 3, 4].map(() => post('/cms/api/preview/renew')));
  const leads = [];
  for (let i = 0; i < 4; i += 1) leads.push((await post('/leads/crm.lead')).status);
  const cmsStatuses = cms.map((response) => response.status);
  assert.deepEqual(
    cmsStatuses.filter((status) => status === 502).length,
    parts.cmsA.hits.filter((hit) => hit.method === 'POST').length,
    `a CMS write that reached the failing instance is answered 502, not repeated: ${cmsStatuses}`,
  );
  assert.ok(
    parts.cmsA.hits.some((hit) => hit.method === 'POST'),
    'the failing CMS instance got a write',
  );
  assert.deepEqual(leads, [202, 202, 202, 202], 'every lead submit reached a working instance');
  assert.ok(
    parts.leadsA.hits.some((hit) => hit.method === 'POST'),
    'the failing lead service got a submit',
  );
});

test('refuses oversized lead bodies and floods at the edge', async () => {
  const before = parts.leadsB.hits.length + parts.leadsA.hits.length;
  assert.equal((await post('/leads/crm.lead', JSON.stringify({ text: 'x'.repeat(20_000) }))).status, 413);
  assert.equal(parts.leadsB.hits.length + parts.leadsA.hits.length, before, 'never reached a lead service');
  const statuses = await Promise.all(Array.from({ length: 12 }, () => post('/leads/crm.lead').then((r) => r.status)));
  assert.ok(statuses.includes(429), `a burst beyond the edge limit is refused with 429: ${statuses}`);
});

test('keeps the CMS admin off the front door: its panel, login, content manager and uploads answer 404', async () => {
  const before = cmsHits().length;
  for (const [method, url] of [
    ['POST', '/cms/admin/login'],
    ['GET', '/cms/admin'],
    ['GET', '/cms/admin/init'],
    ['POST', '/cms/admin/register-admin'],
    ['PUT', '/cms/content-manager/collection-types/api::article.article/x'],
    ['POST', '/cms/upload'],
    ['GET', '/cms/_health'],
    ['GET', '/cms/api/../admin/init'],
    ['GET', '/cms/api/%2e%2e/admin/init'],
    ['POST', '/cms/api/..%2fadmin/login'],
  ]) {
    const response = await fetch(`${nginx.base}${url}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'GET' ? undefined : '{"email":"editor@linx.cl","password":"x"}',
    });
    assert.equal(response.status, 404, `${method} ${url}`);
  }
  // Public API writes other than the preview's renewal are refused too.
  for (const method of ['POST', 'PUT', 'DELETE']) {
    assert.equal((await fetch(`${nginx.base}/cms/api/articles`, { method })).status, 403, method);
  }
  assert.deepEqual(cmsHits().slice(before), [], 'none of them reached a CMS instance');
  // The public reads, their CORS preflight and the media still do.
  assert.equal((await fetch(`${nginx.base}/cms/api/articles?populate[0]=cover`)).status, 200);
  assert.equal((await fetch(`${nginx.base}/cms/api/articles`, { method: 'OPTIONS' })).status, 200);
  assert.equal((await fetch(`${nginx.base}/uploads/foto.webp`)).status, 200);
  assert.deepEqual(
    cmsHits()
      .slice(before)
      .map((hit) => `${hit.method} ${hit.url}`),
    ['GET /api/articles?populate[0]=cover', 'OPTIONS /api/articles', 'GET /uploads/foto.webp'],
  );
});

test('limits each client’s CMS reads: a page’s reads pass, a flood gets 429 with Retry-After, the renderer is not counted', async () => {
  const before = cmsHits().length;
  // A page load's reads, one after another.
  for (let i = 0; i < 8; i += 1) assert.equal((await getFrom('127.0.0.1', `/cms/api/articles?page=${i}`)).status, 200);
  const flood = await Promise.all(
    Array.from({ length: 240 }, (_, i) => getFrom('127.0.0.1', `/cms/api/pages?filters[path][$eq]=/x${i}`)),
  );
  const refused = flood.filter((answer) => answer.status === 429);
  assert.ok(refused.length >= 40, `${refused.length} of 240 refused`);
  assert.ok(refused.every((answer) => answer.headers['retry-after'] === '1'));
  assert.equal(cmsHits().length - before, 8 + 240 - refused.length, 'the refused ones never reached the CMS');
  // The renderer's reads are not counted, even right after the flood.
  const renderer = await Promise.all(
    Array.from({ length: 160 }, (_, i) => getFrom(RENDERER, `/cms/api/pages?filters[path][$eq]=/r${i}`)),
  );
  assert.deepEqual(new Set(renderer.map((answer) => answer.status)), new Set([200]));
});
