// The front door's nginx (deploy/nginx/linx.conf.template), run for real against small upstream
// servers: routing and prefixes, failover only where repeating is safe, compression, size and rate
// limits at the edge. Listens on a port in 25000–25999 (loopback).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { startNginx } from '../lib/nginx-config.mjs';

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
  });
});

after(async () => {
  await nginx?.stop();
  for (const part of Object.values(parts ?? {})) part.server.close();
  fs.rmSync(prefix, { recursive: true, force: true });
});

const post = (url, body = '{}') =>
  fetch(`${nginx.base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

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
  const cms = await Promise.all([1, 2, 3, 4].map(() => post('/cms/api/articles')));
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
