// The page starter in the shell's own HTML (a page never rendered), run in a small fake browser: at
// once, it starts the route's first CMS reads, the addresses file, the connections and the remote's
// manifest; once the manifest arrives, it preloads the files the page needs (page-files.cjs). The
// same code as on rendered pages: only its JSON block differs.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import vm from 'node:vm';
import { PAGE_STARTER_SCRIPT } from '../lib/page-starter.mjs';
import { shellHtml } from '../lib/shell-html.mjs';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-page-starter-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<html><head><script defer src=/main.1.js></script></head></html>');
after(() => fs.rmSync(dist, { recursive: true, force: true }));

const config = {
  remotes: { content: 'http://127.0.0.1:3003/mf-manifest.json', catalogue: 'http://127.0.0.1:3002/mf-manifest.json' },
  cmsUrl: 'http://127.0.0.1:1337/',
};

const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { path: '', name: 'remoteEntry.js' } },
  exposes: [
    {
      path: './CaseDetailPage',
      assets: { css: { sync: ['case.1.css'] }, js: { sync: ['case.2.js'] } },
    },
  ],
};

/** The loader's JSON block and code, right after <head>. */
const loaderOf = (html) => {
  const [, data, code] =
    /<head><script type="application\/json" id="linx-page-starter">([^<]*)<\/script><script>([\s\S]*?)<\/script>/.exec(
      html,
    );
  return { data, code };
};

/** Opens `pathname` in a fake browser running the loader; the manifest answers `manifestOk`. */
const open = async (pathname, { manifestOk = true } = {}) => {
  const requests = [];
  const window = {
    URL,
    location: new URL(pathname, 'http://127.0.0.1:3000'),
    fetch: async (url) => {
      requests.push(`fetch ${url}`);
      const response = { ok: !url.endsWith('mf-manifest.json') || manifestOk, json: async () => manifest };
      return { ...response, clone: () => response };
    },
    document: {
      createElement: () => ({}),
      head: {
        appendChild: (link) => requests.push(`${link.rel} ${link.href}${link.as ? ` as=${link.as}` : ''}`),
      },
    },
  };
  window.window = window;
  const { data, code } = loaderOf(shellHtml(dist, config));
  window.document.currentScript = { previousElementSibling: { textContent: data } };
  vm.runInNewContext(code, window);
  await new Promise((resolve) => setTimeout(resolve, 10));
  return { requests, early: window.__LINX_EARLY_FETCH__, code };
};

test("a case: its CMS read with the URL's slug, the addresses file, connections, then the manifest's files", async () => {
  const { requests, early } = await open('/casos-exito/mall-plaza');
  assert.match(requests[0], /^fetch http:\/\/127\.0\.0\.1:1337\/api\/cases\?filters\[slug\]\[\$eq\]=mall-plaza&/);
  assert.deepEqual(requests.slice(1), [
    'preload /runtime-config.json as=fetch',
    'preconnect http://127.0.0.1:1337',
    'preconnect http://127.0.0.1:3003',
    'fetch http://127.0.0.1:3003/mf-manifest.json',
    'preload http://127.0.0.1:3003/remoteEntry.js as=script',
    'preload http://127.0.0.1:3003/case.1.css as=style',
    'preload http://127.0.0.1:3003/case.2.js as=script',
  ]);
  // The page's code takes these responses instead of asking again (early-response.ts).
  assert.ok(early['http://127.0.0.1:3003/mf-manifest.json']);
  assert.equal(Object.keys(early).length, 2);
});

test('a manifest that fails preloads nothing more; a URL of no route starts nothing', async () => {
  const failed = await open('/blog/uno', { manifestOk: false });
  assert.equal(failed.requests.at(-1), 'fetch http://127.0.0.1:3003/mf-manifest.json');
  assert.deepEqual((await open('/no-existe')).requests, []);
});

test('the same code as on rendered pages', async () => {
  assert.equal((await open('/')).code, PAGE_STARTER_SCRIPT);
});
