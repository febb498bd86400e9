// What became of each rendered page (scripts/lib/render-outcomes.mjs): the render's reasons put in the
// editors' words, and the outcomes kept beside the pages, found by the entry a page showed or by its path.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { failureReasons, outcomesOfEntry, readOutcome, writeOutcome } from '../lib/render-outcomes.mjs';
import { outcomeFile, removePage, writePage } from '../lib/rendered-store.mjs';

describe('the reasons a page was not published, as an editor reads them', () => {
  test('a page left loading names what its sections show, from the reads that never answered', () => {
    assert.deepEqual(
      failureReasons([
        'la página quedó cargando',
        'CMS: team-members sin respuesta aún',
        'CMS: partners sin respuesta aún',
        'CMS: client-logos sin respuesta aún',
      ]),
      [
        'La página no terminó de cargar: las secciones que muestran el equipo, los partners y los logos de clientes no recibieron datos del CMS',
      ],
    );
    assert.deepEqual(failureReasons(['la página quedó cargando', 'CMS: team-members sin respuesta aún']), [
      'La página no terminó de cargar: la sección que muestra el equipo no recibió datos del CMS',
    ]);
  });

  test('a section’s own reason is passed on unchanged, and stands for the generic ones', () => {
    const own = 'La sección «Nuestro equipo» no recibió datos del CMS';
    assert.deepEqual(failureReasons([own, 'la página quedó cargando', 'CMS: team-members sin respuesta aún']), [own]);
    assert.deepEqual(failureReasons([`JS: ${own}`]), [own]);
  });

  test('the CMS not answering, late or in part; the site’s own failures', () => {
    assert.deepEqual(failureReasons(['CMS: article:carteleria', 'CMS: page:/campanas/x']), [
      'El CMS no respondió al leer los artículos y el contenido de la página',
    ]);
    assert.deepEqual(failureReasons(['content/BlogPage: sin respuesta en 10 s de "articles-page:1", "categories"']), [
      'El CMS no respondió en 10 s al leer los artículos y las categorías del blog',
    ]);
    assert.deepEqual(failureReasons(['CMS: lista incompleta (articles: 100 de 120)']), [
      'El CMS entregó una lista incompleta; la página no se publicó para no mostrarla a medias',
    ]);
    assert.deepEqual(failureReasons(['remoto no disponible: marketing/SectionsPage']), [
      'La parte del sitio que muestra esta página (marketing) no respondió',
    ]);
    assert.deepEqual(failureReasons(['el render no terminó en 30 s']), ['La página no terminó de generarse en 30 s']);
    assert.deepEqual(failureReasons(['HTTP 502']), ['El sitio no respondió al renderizador']);
  });

  test('a script error or an unknown message is «La página mostró un error»; a 404 says nothing is published there', () => {
    assert.deepEqual(
      failureReasons(['JS: Cannot read properties of undefined (reading "map")', 'Minified React error #418']),
      ['La página mostró un error'],
    );
    assert.deepEqual(failureReasons(['estado 404']), [
      'La página respondió «no encontrada» (404): no hay nada publicado en esa dirección',
    ]);
    assert.deepEqual(failureReasons([], { status: 200, expected: 404 }), ['La página respondió con estado 200']);
  });
});

describe('outcomes kept beside the pages', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-outcomes-'));
  after(() => fs.rmSync(dir, { recursive: true, force: true }));
  const TEAM = 'p1a2b3c4d5e6f7g8h9i0j1k2';
  const PAGE = 'q1a2b3c4d5e6f7g8h9i0j1k2';

  test('a live render, then a failed one: the failure says why and keeps when the live HTML was rendered', () => {
    writePage(dir, {
      path: '/sobre-nosotros',
      entries: { 'team-member': [TEAM] },
      renderedAt: '2025-11-28T12:00:00.000Z',
    });
    writeOutcome(dir, {
      path: '/sobre-nosotros',
      status: 'live',
      entries: { 'team-member': [TEAM] },
      at: '2025-11-28T12:00:00.000Z',
    });
    const failed = writeOutcome(dir, {
      path: '/sobre-nosotros',
      status: 'failed',
      entries: {},
      errors: ['JS: boom'],
      at: '2025-11-28T12:05:00.000Z',
    });
    assert.deepEqual(
      [failed.status, failed.renderedAt, failed.attemptedAt, failed.reasons],
      ['failed', '2025-11-28T12:00:00.000Z', '2025-11-28T12:05:00.000Z', ['La página mostró un error']],
    );
    assert.deepEqual(readOutcome(dir, '/sobre-nosotros').entries, { 'team-member': [TEAM] }, 'entries kept');
    assert.deepEqual(outcomesOfEntry(dir, { model: 'team-member', documentId: TEAM }), [
      {
        path: '/sobre-nosotros',
        status: 'failed',
        renderedAt: '2025-11-28T12:00:00.000Z',
        attemptedAt: '2025-11-28T12:05:00.000Z',
        reasons: ['La página mostró un error'],
      },
    ]);
  });

  test('an entry is found by its path when its page never rendered: failed with no HTML, or pending', () => {
    writeOutcome(dir, {
      path: '/campanas/nueva',
      status: 'failed',
      errors: ['la página quedó cargando', 'CMS: client-logos sin respuesta aún'],
      at: '2025-11-28T12:06:00.000Z',
    });
    const [campaign] = outcomesOfEntry(dir, { model: 'page', documentId: PAGE, paths: ['/campanas/nueva'] });
    assert.equal(campaign.renderedAt, null, 'never live');
    assert.deepEqual(campaign.reasons, [
      'La página no terminó de cargar: la sección que muestra los logos de clientes no recibió datos del CMS',
    ]);
    assert.deepEqual(outcomesOfEntry(dir, { model: 'page', documentId: PAGE, paths: ['/campanas/otra'] }), [
      { path: '/campanas/otra', status: 'pendiente', renderedAt: null, attemptedAt: null, reasons: [] },
    ]);
  });

  test('a page rendered before outcomes were kept is live; a removed page loses its outcome', () => {
    writePage(dir, { path: '/blog/viejo', entries: { article: ['a1'] }, renderedAt: '2025-01-01T00:00:00.000Z' });
    assert.deepEqual(
      outcomesOfEntry(dir, { model: 'article', documentId: 'a1' }).map((page) => [page.path, page.status]),
      [['/blog/viejo', 'live']],
    );
    writeOutcome(dir, { path: '/blog/viejo', status: 'live', entries: { article: ['a1'] } });
    removePage(dir, '/blog/viejo');
    assert.equal(fs.existsSync(outcomeFile(dir, '/blog/viejo')), false);
    assert.deepEqual(outcomesOfEntry(dir, { model: 'article', documentId: 'a1' }), []);
  });
});
