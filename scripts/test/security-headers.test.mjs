// The CSP and frame headers of HTML answers: on every answer that is HTML, whatever its path (a
// remote's `/`, a page, a 404), and inline scripts allowed only by the hashes of the site's own
// scripts, computed from their source: a script injected into rendered content is not allowed.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ROOT } from '../lib/apps.mjs';
import { OWN_INLINE_SCRIPT_HASHES } from '../lib/own-inline-scripts.mjs';
import { shellBuildOf } from '../lib/page-document.mjs';
import { writePage } from '../lib/rendered-store.mjs';
import { siteOrigins } from '../lib/security-headers.mjs';
import { createHandler } from '../lib/static-server.mjs';

const temporary = (name) => fs.mkdtempSync(path.join(os.tmpdir(), `linx-${name}-`));
const rendered = temporary('rendered');
process.env.RENDERED_DIR = rendered;
process.env.RELEASES_DIR = temporary('releases');

const config = {
  remotes: { catalogue: 'http://127.0.0.1:3002/mf-manifest.json', content: 'http://127.0.0.1:3003/mf-manifest.json' },
  cmsUrl: 'http://127.0.0.1:1337',
  leadsUrl: 'http://127.0.0.1:4000',
  analyticsUrl: 'http://127.0.0.1:4300',
};

const shellIndexHtml =
  '<!doctype html><html lang=es><head><!--linx:title--><title>LINX</title><!--/linx:title-->' +
  '<script defer src=/main.0123abcd.js></script></head><body><!--linx:noscript--><noscript>JS</noscript>' +
  '<!--/linx:noscript--><div id=root><!--linx:app--><!--/linx:app--></div></body></html>';

const INJECTED = 'alert(1)';

/** A folder with an index.html and a few files, as a build of one app. */
const fakeDist = (files) => {
  const dist = temporary('dist');
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dist, name), text);
  return dist;
};

const serve = async (options) => {
  const server = http.createServer(createHandler({ config, release: null, ...options }));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
};

const sha256 = (code) => `'sha256-${crypto.createHash('sha256').update(code, 'utf8').digest('base64')}'`;

/** The executable inline scripts of an HTML document (no src, no data type). */
const inlineScripts = (html) =>
  [...html.matchAll(/<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes]) => !/\bsrc=/i.test(attributes) && !/\btype=["']?application\/(?:ld\+)?json/i.test(attributes),
    )
    .map(([, , code]) => code);

const scriptSources = (response) =>
  /(?:^|;)\s*script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1].split(' ') ?? [];

const assertSecured = (response, what) => {
  assert.match(response.headers.get('content-type'), /^text\/html/, what);
  assert.match(response.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/, what);
  assert.equal(response.headers.get('x-frame-options'), 'DENY', what);
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff', what);
};

describe('a remote serving its own standalone page', () => {
  let remote;
  before(async () => {
    const dist = fakeDist({
      'index.html': '<!doctype html><html><head><title>remote</title></head><body><div id="root"></div></body></html>',
      'about.html': '<!doctype html><title>about</title>',
      'remoteEntry.js': 'var x = 1;',
    });
    remote = await serve({ distDir: dist, historyFallback: false });
  });
  after(() => remote.server.close());

  for (const target of ['/', '/index.html', '/about', '/about.html']) {
    test(`${target} answers HTML with the CSP and the frame headers`, async () => {
      assertSecured(await fetch(`${remote.origin}${target}`), target);
      assertSecured(await fetch(`${remote.origin}${target}`, { headers: { 'Accept-Encoding': 'br' } }), target);
    });
  }

  test('a script is not a document: no CSP, still nosniff', async () => {
    const response = await fetch(`${remote.origin}/remoteEntry.js`);
    assert.equal(response.headers.get('content-security-policy'), null);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  });
});

describe("the shell's pages", () => {
  let shell;
  before(async () => {
    const dist = fakeDist({ 'index.html': shellIndexHtml, 'main.0123abcd.js': 'var main = 1;' });
    // A page whose rendered content carries an injected script, in its markup and in its head.
    writePage(rendered, {
      path: '/productos',
      head: `<title>Productos</title><script>${INJECTED}</script>`,
      html: `<main><h1>Productos</h1><script>${INJECTED}</script></main>`,
      styles: '',
      data: { products: [] },
      builds: {},
      status: 200,
      preloads: { preconnect: null, entry: 'http://127.0.0.1:3002/remoteEntry.js', styles: [], scripts: [] },
      manifestUrl: 'http://127.0.0.1:3002/mf-manifest.json',
      shellBuild: shellBuildOf(shellIndexHtml),
    });
    shell = await serve({ distDir: dist, historyFallback: true });
  });
  after(() => shell.server.close());

  test("an injected script's hash is not in the CSP; the page's own inline scripts' hashes are", async () => {
    const response = await fetch(`${shell.origin}/productos`);
    assertSecured(response, '/productos');
    const html = await response.text();
    const allowed = scriptSources(response);
    const scripts = inlineScripts(html);
    assert.ok(scripts.includes(INJECTED), 'the injected script is in the page');
    assert.ok(!allowed.includes(sha256(INJECTED)), 'the injected script is not allowed');
    const own = scripts.filter((code) => code !== INJECTED);
    assert.ok(own.length >= 1, 'the page has its loader');
    for (const code of own) assert.ok(allowed.includes(sha256(code)), `own script allowed: ${code.slice(0, 60)}`);
    assert.doesNotMatch(allowed.join(' '), /unsafe-inline|unsafe-eval/);
  });

  test("the shell's own HTML (its page starter) and the 404 page: own scripts allowed, frame headers", async () => {
    for (const [target, status] of [
      ['/', 200],
      ['/index.html', 200],
      ['/no-existe', 404],
    ]) {
      const response = await fetch(`${shell.origin}${target}`);
      assert.equal(response.status, status, target);
      assertSecured(response, target);
      const scripts = inlineScripts(await response.text());
      assert.ok(scripts.length >= 1, `${target} has the page starter`);
      for (const code of scripts) assert.ok(scriptSources(response).includes(sha256(code)), target);
    }
  });

  test('the policy allows exactly the own scripts, the same whatever the page holds', async () => {
    const hashes = (response) => scriptSources(response).filter((source) => source.startsWith("'sha256-"));
    const page = await fetch(`${shell.origin}/productos`);
    const home = await fetch(`${shell.origin}/`);
    assert.deepEqual(hashes(page), OWN_INLINE_SCRIPT_HASHES);
    assert.deepEqual(hashes(home), OWN_INLINE_SCRIPT_HASHES);
  });
});

test('the HTML template has no inline script of its own (else its hash belongs in own-inline-scripts.mjs)', () => {
  const template = fs.readFileSync(path.join(ROOT, 'shared/build/index.html'), 'utf8');
  assert.deepEqual(inlineScripts(template), []);
});

test('pages may send beacons to the analytics collector, and load no code from it', () => {
  const origins = siteOrigins(config);
  assert.ok(origins.data.split(' ').includes('http://127.0.0.1:4300'), origins.data);
  assert.ok(!origins.code.split(' ').includes('http://127.0.0.1:4300'), origins.code);
});
