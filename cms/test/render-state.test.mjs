// The edit view's «En el sitio» panel (src/admin/render-panel): what it says of an entry's page from the CMS's
// answer (src/utils/render-status.js), times in Chile's time, and the types it is shown for.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PAGED_TYPES, renderState } from '../src/admin/render-panel/render-state.mjs';

const { pageOf } = createRequire(import.meta.url)('../src/utils/site-pages.js');

const page = (fields) => ({ path: '/blog/pantallas', url: 'https://linx.cl/blog/pantallas', reasons: [], ...fields });

test('a live page: its address and when it was generated, in Chile’s time', () => {
  const shown = renderState({
    state: 'live',
    pages: [page({ status: 'live', renderedAt: '2025-12-03T12:00:00.000Z', attemptedAt: '2025-12-03T12:00:00.000Z' })],
  });
  assert.deepEqual([shown.state, shown.tone], ['En el sitio', 'success']);
  assert.deepEqual(shown.pages, [
    {
      path: '/blog/pantallas',
      url: 'https://linx.cl/blog/pantallas',
      lines: [{ text: 'Página generada el 3 de diciembre de 2025 a las 09:00 (hora de Chile, America/Santiago).' }],
    },
  ]);
});

test('a failed page says why, and what the site shows instead', () => {
  const reason = 'La sección «Nuestro equipo» no recibió datos del CMS';
  const shown = renderState({
    state: 'failed',
    pages: [page({ status: 'failed', renderedAt: null, attemptedAt: '2025-12-03T12:00:05.000Z', reasons: [reason] })],
  });
  assert.deepEqual([shown.state, shown.tone], ['La página no se publicó', 'danger']);
  assert.deepEqual(
    shown.pages[0].lines.map((line) => line.text),
    [
      'La sección «Nuestro equipo» no recibió datos del CMS.',
      'El sitio no tiene una versión anterior de esta página.',
      'Último intento: 3 de diciembre de 2025 a las 09:00 (hora de Chile, America/Santiago).',
    ],
  );
  const kept = renderState({
    state: 'failed',
    pages: [page({ status: 'failed', renderedAt: '2025-12-01T15:30:00.000Z', reasons: ['La página mostró un error'] })],
  });
  assert.equal(
    kept.pages[0].lines[1].text,
    'El sitio sigue mostrando la versión generada el 1 de diciembre de 2025 a las 12:30 (hora de Chile, America/Santiago).',
  );
});

test('pending while the panel asks; pending still once it stopped; the renderer not answering', () => {
  const answer = { state: 'pendiente', pages: [page({ status: 'pendiente', renderedAt: null, attemptedAt: null })] };
  assert.equal(renderState(answer, { polling: true }).state, 'Generando la página');
  const waited = renderState(answer, { polling: false });
  assert.deepEqual([waited.state, waited.pages[0].lines[0].text], [
    'Página pendiente',
    'Aún no muestra la última publicación: el renderizador no la ha generado.',
  ]);
  const down = renderState({ state: 'sin-render', pages: [], message: 'El servicio de render no responde; no se sabe si la página está publicada' });
  assert.deepEqual([down.state, down.message], ['Sin información', 'El servicio de render no responde; no se sabe si la página está publicada']);
});

test('shown for every type a page of the site shows (site-pages.js), and those only', () => {
  const sample = { slug: 'x', path: '/x' };
  for (const uid of PAGED_TYPES) assert.ok(pageOf(uid, sample), uid);
  for (const uid of ['api::redirect.redirect', 'api::security-contact.security-contact']) assert.equal(pageOf(uid, sample), null);
  const api = path.join(import.meta.dirname, '../src/api');
  const all = fs
    .readdirSync(api)
    .flatMap((name) =>
      fs.existsSync(path.join(api, name, 'content-types'))
        ? fs.readdirSync(path.join(api, name, 'content-types')).map((type) => `api::${name}.${type}`)
        : [],
    );
  assert.deepEqual(all.filter((uid) => pageOf(uid, sample)).sort(), [...PAGED_TYPES].sort());
});
