// The LCP image's preload of a page rendered ahead of time (issue 19): React writes it before the
// markup, the render pass keeps it with the head tags (shell/src/rendering/render-page.tsx), and the
// composed document serves it in <head>, ahead of the body, where the browser's preload scanner
// starts it at once (scripts move after the first paint; image preloads stay).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { composePage, shellBuildOf } from '../lib/page-document.mjs';

const shellIndexHtml =
  '<!doctype html><html lang=es><head><!--linx:title--><title>LINX</title><!--/linx:title-->' +
  '<script defer src=/main.0123abcd.js></script></head>' +
  '<body><!--linx:noscript--><noscript>Activa JavaScript</noscript><!--/linx:noscript-->' +
  '<div id=root><!--linx:app--><div class=boot-header></div><!--/linx:app--></div></body></html>';

const srcset = 'http://127.0.0.1:1337/uploads/small_portada.jpg 640w, http://127.0.0.1:1337/uploads/portada.jpg 4000w';
const preload = `<link rel="preload" as="image" fetchPriority="high" imageSrcSet="${srcset}" imageSizes="calc(100vw - 40px)"/>`;
const page = {
  head: `${preload}<title>Artículo | LINX</title>`,
  html: `<main><h1>Artículo</h1><img src="http://127.0.0.1:1337/uploads/portada.jpg" srcSet="${srcset}" fetchPriority="high"/></main>`,
  styles: '<style data-styled="true">.a{color:red}</style>',
  preloads: { preconnect: null, entry: 'http://127.0.0.1:3003/remoteEntry.js', styles: [], scripts: [] },
  manifestUrl: 'http://127.0.0.1:3003/mf-manifest.json',
  data: {},
  builds: { content: 'abc' },
  shellBuild: shellBuildOf(shellIndexHtml),
};
const config = { remotes: { content: 'http://127.0.0.1:3003/mf-manifest.json' } };

test("the page's image preload is served in <head>, once, before the markup", () => {
  const html = composePage({ shellIndexHtml, page, config });
  const headEnd = html.indexOf('</head>');
  const at = html.indexOf(preload);
  assert.ok(at > 0 && at < headEnd, 'in <head>');
  assert.equal(html.split(preload).length, 2, 'once');
  assert.ok(at < html.indexOf('<img'), 'before the image itself');
});
