// The static server under hostile requests: each is answered (4xx), none stops the process.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { startStaticServer } from '../lib/static-server.mjs';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-static-'));
// No rendered pages or releases of a site started on this machine: this server has only `dist`.
process.env.RENDERED_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-rendered-'));
process.env.RELEASES_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-releases-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(path.join(dist, 'main.0123abcd.js'), 'console.log("hola");'.repeat(20));
fs.writeFileSync(path.join(dist, 'main.0123abcd.js.map'), '{}');

let server;
let origin;
const address = () => server.address();

/** Sends raw bytes (so malformed request lines reach the server) and returns the status code. */
const raw = (request) =>
  new Promise((resolve) => {
    const socket = net.connect(address().port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', () => {}); // a reset after the answer still leaves the status to read
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.setTimeout(3000, () => socket.destroy());
    socket.write(request); // not end(): the server answers before closing (Connection: close)
  });

const get = (target, headers = {}) => {
  const lines = Object.entries({ Host: 'localhost', Connection: 'close', ...headers }).map(([k, v]) => `${k}: ${v}`);
  return raw(`GET ${target} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
};

describe('static server under hostile requests', () => {
  before(async () => {
    server = await startStaticServer({ distDir: dist, port: 0, host: '127.0.0.1', historyFallback: true });
    origin = `http://127.0.0.1:${address().port}`;
  });
  after(() => server.close());

  test('a request target that is not a URL path answers 400 and the server keeps serving', async () => {
    assert.equal(await get('//a:99999/'), 400);
    assert.equal((await fetch(`${origin}/`)).status, 200);
  });

  test('an inverted range answers 416, not a crash', async () => {
    assert.equal(await get('/main.0123abcd.js', { Range: 'bytes=5-3' }), 416);
    assert.equal(await get('/main.0123abcd.js', { Range: 'bytes=2-5' }), 206);
    assert.equal(await get('/main.0123abcd.js', { Range: 'bytes=-5, 1-2' }), 200);
  });

  test('source maps are not published', async () => {
    assert.equal((await fetch(`${origin}/main.0123abcd.js.map`)).status, 404);
    assert.doesNotMatch(await (await fetch(`${origin}/main.0123abcd.js`)).text(), /sourceMappingURL/);
  });

  test('hundreds of hostile requests later, / still answers 200', async () => {
    const targets = [
      '//a:99999/',
      '//',
      '/%',
      '/%E0%A4%A',
      '/..%2f..%2fetc/passwd',
      '/../../etc/passwd',
      '/%2e%2e/%2e%2e/',
      '/a\u0000b',
      '*',
      'http://[::1',
      '/?%',
      '/blog/%ZZ',
      `/${'a'.repeat(9000)}`,
      '/\\..\\..\\',
      '/%c0%ae%c0%ae/',
    ];
    const ranges = [
      'bytes=5-3',
      'bytes=99999999999999999999-',
      'bytes=-',
      'bytes=a-b',
      'bytes=0-0,5-3',
      'items=1-2',
      'bytes=1-0',
    ];
    const requests = [];
    for (let round = 0; round < 12; round += 1) {
      for (const target of targets) requests.push(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      for (const range of ranges) {
        requests.push(`GET /main.0123abcd.js HTTP/1.1\r\nHost: x\r\nRange: ${range}\r\nConnection: close\r\n\r\n`);
      }
      for (const method of ['POST', 'PUT', 'DELETE', 'TRACE', 'PATCH', 'BREW', 'OPTIONS']) {
        requests.push(`${method} / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
      }
      requests.push(`GET / HTTP/1.1\r\nHost: x\r\nX-Long: ${'b'.repeat(20000)}\r\nConnection: close\r\n\r\n`);
      requests.push('GARBAGE\r\n\r\n');
    }
    assert.ok(requests.length > 300);
    const statuses = await Promise.all(requests.map(raw));
    assert.ok(
      statuses.every((status) => status === 0 || status < 500),
      `5xx answered: ${statuses.filter((s) => s >= 500)}`,
    );
    assert.equal((await fetch(`${origin}/`)).status, 200);
    assert.match(await (await fetch(`${origin}/productos`)).text(), /id="root"/);
  });

  test('unknown URLs answer 404 with noindex; /home redirects permanently to /', async () => {
    const unknown = await fetch(`${origin}/no-existe`);
    assert.equal(unknown.status, 404);
    assert.equal(unknown.headers.get('x-robots-tag'), 'noindex');
    const home = await fetch(`${origin}/home`, { redirect: 'manual' });
    assert.equal(home.status, 301);
    assert.equal(home.headers.get('location'), '/');
  });

  test('HTML answers carry the security headers, inline scripts allowed by hash only', async () => {
    const response = await fetch(`${origin}/productos`);
    const csp = response.headers.get('content-security-policy');
    assert.match(csp, /frame-ancestors 'none'/);
    assert.match(csp, /script-src 'self' [^;]*'sha256-[A-Za-z0-9+/=]+'/);
    assert.doesNotMatch(csp, /script-src[^;]*unsafe-inline/);
    assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    assert.match(response.headers.get('permissions-policy'), /camera=\(\)/);
  });
});

describe("a remote's server", () => {
  let remote;
  let remoteOrigin;
  before(async () => {
    remote = await startStaticServer({ distDir: dist, port: 0, host: '127.0.0.1', historyFallback: false });
    remoteOrigin = `http://127.0.0.1:${remote.address().port}`;
  });
  after(() => remote.close());

  test('a deep link opened in a browser gets the remote’s own page, with the security headers', async () => {
    const response = await fetch(`${remoteOrigin}/productos/videowall-55`, { headers: { Accept: 'text/html' } });
    assert.equal(response.status, 200);
    assert.match(await response.text(), /id="root"/);
    assert.match(response.headers.get('content-security-policy'), /frame-ancestors 'none'/);
  });

  test('a missing file stays a 404, whoever asks for it', async () => {
    for (const target of ['/missing.0123abcd.js', '/mf-manifest.json', '/releases/9.9.9/remoteEntry.js']) {
      assert.equal((await fetch(`${remoteOrigin}${target}`, { headers: { Accept: 'text/html' } })).status, 404, target);
    }
    assert.equal((await fetch(`${remoteOrigin}/productos`, { headers: { Accept: 'application/json' } })).status, 404);
  });
});
