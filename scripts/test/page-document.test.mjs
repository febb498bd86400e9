// Composing a rendered page into the shell's HTML: what goes where, and when the state is left out.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { composePage, shellBuildOf } from '../lib/page-document.mjs';
import { PAGE_STARTER_SCRIPT } from '../lib/page-starter.mjs';

const shellIndexHtml =
  '<!doctype html><html lang=es><head><!--linx:title--><title>LINX</title><!--/linx:title-->' +
  '<script defer src=/main.0123abcd.js></script><link rel=preload href=/438.3a729a11.css as=style></head>' +
  '<body><!--linx:noscript--><noscript>Activa JavaScript</noscript><!--/linx:noscript-->' +
  '<div id=root><!--linx:app--><div class=boot-header></div><!--/linx:app--></div></body></html>';

const page = {
  head: '<title>Blog | LINX</title><meta name="description" content="Ideas">',
  html: '<main><h1>Blog LINX</h1></main>',
  styles: '<style data-styled="true">.a{color:red}</style>',
  preloads: {
    preconnect: 'http://127.0.0.1:3003',
    entry: 'http://127.0.0.1:3003/remoteEntry.js',
    styles: ['http://127.0.0.1:3003/blog.1.css'],
    scripts: ['http://127.0.0.1:3003/blog.2.js'],
  },
  manifestUrl: 'http://127.0.0.1:3003/mf-manifest.json',
  data: { articles: [{ title: '</script><script>alert(1)</script>' }] },
  builds: { content: 'abc' },
  shellBuild: shellBuildOf(shellIndexHtml),
};
const config = { remotes: { content: 'http://127.0.0.1:3003/mf-manifest.json' } };

test('the page replaces the shell title, the boot markup and the noscript note; one title', () => {
  const html = composePage({ shellIndexHtml, page, config });
  assert.equal(html.match(/<title>/g).length, 1);
  assert.match(html, /<title>Blog \| LINX<\/title><meta name="description"/);
  assert.match(html, /<div id=root><main><h1>Blog LINX<\/h1><\/main><\/div>/);
  assert.doesNotMatch(html, /noscript|boot-header/);
  assert.match(html, /<style data-styled="true">.*<\/head>/s);
  assert.match(html, /<link rel="stylesheet" href="\/438\.3a729a11\.css">/);
});

test("the shell's stylesheet is inlined when its file is at hand: no render-blocking request", () => {
  const readShellFile = (name) => (name === '438.3a729a11.css' ? '@font-face{font-family:Inter}' : undefined);
  const html = composePage({ shellIndexHtml, page, config, readShellFile });
  assert.match(html, /<style data-href="\/438\.3a729a11\.css">@font-face\{font-family:Inter\}<\/style>/);
  assert.doesNotMatch(html, /<link[^>]*438\.3a729a11\.css/);
});

test('scripts start after the first paint: none in the head, one loader at the end of the body, in order', () => {
  const html = composePage({ shellIndexHtml, page, config });
  const head = html.slice(0, html.indexOf('</head>'));
  assert.doesNotMatch(head, /<script\b[^>]*\bsrc=|as="script"/);
  const [loader, data, code] =
    /<script type="application\/json" id="linx-page-starter">([^<]*)<\/script><script>([\s\S]*?)<\/script><\/body>/.exec(
      html,
    ) ?? [];
  assert.ok(loader, 'the loader and its JSON block are the last elements of the body, after the state');
  assert.ok(html.indexOf('id="linx-state"') < html.indexOf(loader));
  assert.equal(code, PAGE_STARTER_SCRIPT);
  assert.deepEqual(JSON.parse(data).scripts, ['/main.0123abcd.js']);
  assert.deepEqual(JSON.parse(data).preloads, [
    'http://127.0.0.1:3003/remoteEntry.js',
    'http://127.0.0.1:3003/blog.2.js',
  ]);
  assert.deepEqual(JSON.parse(data).fetches, ['http://127.0.0.1:3003/mf-manifest.json']);
});

test('the state travels as JSON nothing can close early', () => {
  const html = composePage({ shellIndexHtml, page, config });
  const state = /<script type="application\/json" id="linx-state">(.*?)<\/script>/s.exec(html)[1];
  assert.doesNotMatch(state, /<\/script>/);
  assert.equal(JSON.parse(state).data.articles[0].title, '</script><script>alert(1)</script>');
  assert.deepEqual(JSON.parse(state).runtimeConfig, config);
});

test('no state (the browser renders) when the shell was rebuilt since the render or hydration is not wanted', () => {
  const rebuilt = shellIndexHtml.replace('main.0123abcd.js', 'main.ffffffff.js');
  assert.doesNotMatch(composePage({ shellIndexHtml: rebuilt, page, config }), /linx-state/);
  assert.doesNotMatch(composePage({ shellIndexHtml, page, config, hydratable: false }), /linx-state/);
  assert.match(composePage({ shellIndexHtml: rebuilt, page, config }), /<h1>Blog LINX<\/h1>/);
});

test("the remote's connection and stylesheets start from the head at once", () => {
  const html = composePage({ shellIndexHtml, page, config });
  const head = html.slice(0, html.indexOf('</head>'));
  assert.match(head, /<link rel="preconnect" href="http:\/\/127\.0\.0\.1:3003" crossorigin>/);
  assert.match(head, /<link rel="preload" as="style" href="http:\/\/127\.0\.0\.1:3003\/blog\.1\.css">/);
});

/** The head, and the page starter's data, of a composed page. */
const partsOf = (html) => ({
  head: html.slice(0, html.indexOf('</head>')),
  loader: JSON.parse(/<script type="application\/json" id="linx-page-starter">([^<]*)<\/script>/.exec(html)[1]),
});

test('preloads are left out once the remote has moved', () => {
  const moved = { remotes: { content: 'http://127.0.0.1:3103/mf-manifest.json' } };
  const { head, loader } = partsOf(composePage({ shellIndexHtml, page, config: moved }));
  assert.doesNotMatch(head, /127\.0\.0\.1:3003/);
  assert.deepEqual([loader.fetches, loader.preloads], [[], []]);
});

test('a page rendered before its preloads were data is served without them, its scripts after the first paint', () => {
  const before = { ...page, preloads: '<link rel="preload" as="script" href="http://127.0.0.1:3003/remoteEntry.js">' };
  const html = composePage({ shellIndexHtml, page: before, config });
  const { head, loader } = partsOf(html);
  assert.doesNotMatch(head, /remoteEntry/);
  assert.deepEqual(loader, { afterPaint: true, fetches: [], preloads: [], scripts: ['/main.0123abcd.js'] });
  assert.match(html, /<h1>Blog LINX<\/h1>/);
});
