// A page the CMS lists whose render failed and which never had HTML answers 404 (the editor is told why in the
// admin: render-outcomes.mjs), never the shell's HTML that would load in the browser; one listed and not yet
// rendered still gets the shell's HTML, and a failed page with earlier HTML keeps answering that HTML. Before a
// first complete listing, the pages built in the CMS the code links to (the home…) get the shell's HTML.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-failed-page-'));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-rendered-'));
process.env.RENDERED_DIR = dir;
process.env.RELEASES_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-releases-'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
);

const { startStaticServer } = await import('../lib/static-server.mjs');
const { writeOutcome } = await import('../lib/render-outcomes.mjs');
const { writeIndex } = await import('../lib/rendered-store.mjs');

let server;
let origin;
before(async () => {
  writeIndex(dir, {
    complete: true,
    dynamicPaths: ['/campanas/nueva', '/campanas/otra'],
    listedAt: new Date().toISOString(),
  });
  server = await startStaticServer({ distDir: dist, port: 0, host: '127.0.0.1', historyFallback: true });
  origin = `http://127.0.0.1:${server.address().port}`;
});
after(() => {
  server.close();
  for (const folder of [dist, dir, process.env.RELEASES_DIR]) fs.rmSync(folder, { recursive: true, force: true });
});

test('a listed page whose only render failed answers 404; one not yet rendered the shell’s HTML', async () => {
  assert.equal((await fetch(`${origin}/campanas/nueva`)).status, 200, 'listed, not yet tried: rendered in the browser');
  writeOutcome(dir, {
    path: '/campanas/nueva',
    status: 'failed',
    errors: ['La sección «Nuestro equipo» no recibió datos del CMS'],
  });
  const failed = await fetch(`${origin}/campanas/nueva`);
  assert.equal(failed.status, 404);
  assert.equal(failed.headers.get('x-robots-tag'), 'noindex');
  assert.equal((await fetch(`${origin}/campanas/otra`)).status, 200);
  writeOutcome(dir, { path: '/campanas/nueva', status: 'live' });
  assert.equal((await fetch(`${origin}/campanas/nueva`)).status, 200, 'once a render succeeds');
});

test('a page built in the CMS the code links to is a page only while no complete listing says otherwise', async () => {
  // The listing above is complete and has no /servicios/seo (unpublished): 404, as any other unlisted page.
  assert.equal((await fetch(`${origin}/servicios/seo`)).status, 404);
  writeIndex(dir, { complete: false, dynamicPaths: [], listedAt: new Date().toISOString() });
  try {
    // No complete listing yet (a first start): the seeded pages the code links to get the shell's HTML.
    assert.equal((await fetch(`${origin}/servicios/seo`)).status, 200);
    assert.equal((await fetch(`${origin}/campanas/nueva`)).status, 404);
  } finally {
    writeIndex(dir, {
      complete: true,
      dynamicPaths: ['/campanas/nueva', '/campanas/otra'],
      listedAt: new Date().toISOString(),
    });
  }
});
