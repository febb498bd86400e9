// The canary's judgement, without a browser (scripts/lib/canary/): the shared requirements of a
// release against the versions the live shell provides, the reasons a page is refused from what the
// canary saw of it, the pages of an app, and the release log a promote, a refusal, a forced promote
// and a rollback write. The canary against the built site: e2e/tests/release-canary.spec.ts.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, beforeEach, describe, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { pageProblems } from '../lib/canary/page-verdict.mjs';
import { scriptWeight } from '../lib/canary/page-visits.mjs';
import { JS_BUDGET, jsAllowance, pagesOfApp } from '../lib/canary/run-canary.mjs';
import { describeConflict, requirementsOf, sharedConflicts } from '../lib/canary/shared-requirements.mjs';
import { appendLogEvent, logFile, readLog } from '../lib/release-log.mjs';
import { pointerFile, promote, readPointer, releaseDir, rollback } from '../lib/releases.mjs';

const provided = {
  react: '19.2.0',
  'react-dom': '19.2.0',
  'react-router-dom': '7.9.1',
  'react-router': '7.9.1',
  'styled-components': '6.1.19',
  '@linx/shared': '2.0.0',
};

describe('shared requirements against the live shell', () => {
  test('ranges the shell satisfies pass', () => {
    const requirements = requirementsOf({
      shared: [
        { name: 'react', requiredVersion: '^19.1.0' },
        { name: '@linx/shared', requiredVersion: '^2.0.0' },
        { name: 'react-router-dom', requiredVersion: '^7.6.0' },
        { name: 'lodash', requiredVersion: '^4.0.0' },
      ],
    });
    assert.deepEqual(sharedConflicts(requirements, provided), []);
  });

  test('a newer platform than the shell provides is a conflict naming the package and both versions', () => {
    const conflicts = sharedConflicts(
      requirementsOf({
        shared: [
          { name: '@linx/shared', requiredVersion: '^3.0.0' },
          { name: 'react', requiredVersion: '^19.0.0' },
        ],
      }),
      provided,
    );
    assert.deepEqual(conflicts, [{ name: '@linx/shared', requiredVersion: '^3.0.0', provided: '2.0.0' }]);
    assert.equal(
      describeConflict(conflicts[0]),
      '@linx/shared: la versión pide ^3.0.0 y el shell publicado ofrece 2.0.0 / the release requires ^3.0.0, the live shell provides 2.0.0',
    );
  });

  test('an exact pin the shell does not match, React 18 against 19, a router major: conflicts, platform first', () => {
    const conflicts = sharedConflicts(
      [
        { name: 'react-router-dom', requiredVersion: '^6.22.0' },
        { name: 'react', requiredVersion: '^18.2.0' },
        { name: '@linx/shared', requiredVersion: '1.0.0' },
      ],
      provided,
    );
    assert.deepEqual(
      conflicts.map((conflict) => conflict.name),
      ['@linx/shared', 'react', 'react-router-dom'],
    );
  });

  test('a watched package the shell does not share is a conflict; an unwatched one uses its own copy', () => {
    const withoutStyled = Object.fromEntries(Object.entries(provided).filter(([name]) => name !== 'styled-components'));
    assert.deepEqual(
      sharedConflicts(
        [
          { name: 'styled-components', requiredVersion: '^6.0.0' },
          { name: 'date-fns', requiredVersion: '^4.0.0' },
        ],
        withoutStyled,
      ),
      [{ name: 'styled-components', requiredVersion: '^6.0.0', provided: null }],
    );
  });

  test('entries without a requirement are not checked; a range that is not semver is a conflict', () => {
    assert.deepEqual(
      requirementsOf({
        shared: [{ name: 'react' }, { name: 'react-dom', requiredVersion: false }, { name: 'x', requiredVersion: '*' }],
      }),
      [],
    );
    assert.deepEqual(requirementsOf({}), []);
    assert.equal(sharedConflicts([{ name: 'react', requiredVersion: 'latest' }], provided).length, 1);
  });
});

describe('the reasons a page is refused', () => {
  const BUDGET = 208 * 1024;
  const goodVisit = {
    pageErrors: [],
    consoleErrors: [],
    fallback: false,
    headings: 1,
    title: 'Catálogo de Productos | LINX',
    interactive: true,
    jsGzip: 190 * 1024,
  };
  const rendered = { errors: [], status: 200 };
  const problemsOf = (visit, render = rendered, expectedStatus = 200) =>
    pageProblems({ render, expectedStatus, visit }, BUDGET);

  test('a page that rendered and hydrated cleanly within budget has none', () => {
    assert.deepEqual(problemsOf(goodVisit), []);
  });

  test('a render that failed or whose reads did not answer: its errors, and no visit is judged', () => {
    const problems = problemsOf(null, {
      errors: ['JS: boom en ProductsPage', 'lectura products sin respuesta en 10 s'],
    });
    assert.deepEqual(problems, [
      'no se renderiza / does not render: JS: boom en ProductsPage',
      'no se renderiza / does not render: lectura products sin respuesta en 10 s',
    ]);
    assert.match(problemsOf(null, { errors: [], status: 404 })[0], /el render respondió 404, no 200/);
  });

  test('browser errors, hydration mismatches by React code or by word, console errors', () => {
    const problems = problemsOf({
      ...goodVisit,
      pageErrors: ['boom'],
      consoleErrors: [
        'Minified React error #418; visit https://react.dev/errors/418',
        'Hidratación recuperada con render en el navegador: Error: Hydration failed',
        'Failed to load resource: net::ERR_CONNECTION_REFUSED',
      ],
    });
    assert.deepEqual(problems, [
      'error en el navegador / browser error: boom',
      'la hidratación no coincide / hydration mismatch: Minified React error #418; visit https://react.dev/errors/418',
      'la hidratación no coincide / hydration mismatch: Hidratación recuperada con render en el navegador: Error: Hydration failed',
      'error en la consola / console error: Failed to load resource: net::ERR_CONNECTION_REFUSED',
    ]);
  });

  test('the fallback, no h1, no title, not interactive, over budget', () => {
    const problems = problemsOf({
      ...goodVisit,
      fallback: true,
      headings: 0,
      title: ' ',
      interactive: false,
      jsGzip: BUDGET + 1,
    });
    assert.deepEqual(problems, [
      "muestra «Esta sección no está disponible» / the remote's boundary shows its fallback",
      'no llegó a ser interactiva / never became interactive',
      'no tiene h1 / has no h1',
      'no tiene <title> / has no <title>',
      'su primera visita carga 208.0 KB de JavaScript (gzip), más que 208.0 KB / first-visit JavaScript over budget',
    ]);
    assert.deepEqual(problemsOf({ ...goodVisit, jsGzip: BUDGET }), []);
  });

  test('a page over budget names what the live release loads; an error thrown on each retry is said once', () => {
    const problems = pageProblems(
      {
        render: rendered,
        expectedStatus: 200,
        visit: { ...goodVisit, jsGzip: 213 * 1024, pageErrors: ['boom', 'boom'] },
        liveJsGzip: 212 * 1024,
      },
      jsAllowance(212 * 1024),
    );
    assert.deepEqual(problems, [
      'error en el navegador / browser error: boom',
      'su primera visita carga 213.0 KB de JavaScript (gzip), más que 212.3 KB (la versión publicada: 212.0 KB) / first-visit JavaScript over budget',
    ]);
    assert.equal(jsAllowance(null), JS_BUDGET);
    assert.equal(jsAllowance(100), JS_BUDGET);
    // A live page over the budget: as heavy as it is, give or take the hashes' noise (256 bytes).
    assert.equal(jsAllowance(212 * 1024), 212 * 1024 + 256);
  });

  test('a release weighs what its code weighs: its own name (MF_BUILD_VERSION) is left out, other code is not', () => {
    const code = (id, extra = '') =>
      Buffer.from(
        `__FEDERATION__.__INSTANCES__.find(r=>!(${JSON.stringify(id)}!==r.options.id));` +
          `var s={id:"marketing:@linx/shared"};${extra}`.repeat(40),
      );
    const live = scriptWeight(code('marketing:1.0.0'), 'marketing');
    const release = code('marketing:1.0.0+1040874.dirty.20261128T103000Z');
    assert.ok(gzipSync(release, { level: 9 }).length > live, 'measured whole, the release is heavier');
    assert.equal(scriptWeight(release, 'marketing'), live);
    assert.ok(scriptWeight(code('marketing:1.0.0+1040874', 'var more=1;'), 'marketing') > live);
    // Another app's id and a shared package's id stay in the weight.
    assert.notEqual(
      scriptWeight(code('shell:1.0.0+1040874'), 'marketing'),
      scriptWeight(code('shell:1.0.0'), 'marketing'),
    );
  });
});

describe('the pages of an app', () => {
  test("the catalogue's page; marketing's pages with the CMS's pages and the not-found page; content's entries", () => {
    // As cmsEntries answers them: entries with their path.
    const listed = ['/blog/un-articulo', '/casos-exito/tiendas-andes', '/blog/pagina/2', '/campana-verano'].map(
      (path) => ({ path, lastmod: '2026-11-28T00:00:00.000Z' }),
    );
    assert.deepEqual(pagesOfApp('catalogue', listed), ['/productos']);
    const marketing = pagesOfApp('marketing', listed);
    assert.ok(marketing.includes('/') && marketing.includes('/sobre-nosotros'));
    assert.ok(marketing.includes('/campana-verano') && marketing.includes('/__no-encontrada__'));
    assert.ok(!marketing.includes('/productos') && !marketing.includes('/blog/un-articulo'));
    const content = pagesOfApp('content', listed);
    for (const page of ['/blog', '/blog/un-articulo', '/blog/pagina/2', '/casos-exito/tiendas-andes']) {
      assert.ok(content.includes(page), page);
    }
    assert.ok(pagesOfApp('shell', listed).includes('/productos') && pagesOfApp('shell', listed).includes('/blog'));
  });
});

describe('the release log', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-release-log-'));
  const release = (version) => {
    fs.mkdirSync(releaseDir('catalogue', version, dir), { recursive: true });
    fs.writeFileSync(path.join(releaseDir('catalogue', version, dir), 'mf-manifest.json'), '{}');
  };
  beforeEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
  });
  after(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('promote, refusal, forced promote and rollback: one event each, who, when, why; history stays versions', () => {
    release('1.0.0+aaaaaaa');
    release('1.1.0+bbbbbbb');
    promote('catalogue', '1.0.0+aaaaaaa', { dir, by: 'ana' });
    appendLogEvent(dir, 'catalogue', {
      action: 'refused',
      version: '1.1.0+bbbbbbb',
      by: 'ana',
      reason: '/productos: error en el navegador / browser error: boom',
      problems: [{ page: '/productos', reason: 'error en el navegador / browser error: boom' }],
    });
    promote('catalogue', '1.1.0+bbbbbbb', { dir, by: 'luis', forced: true, reason: 'arreglo urgente del precio' });
    rollback('catalogue', { dir, by: 'ana', reason: 'errores en /productos' });
    const log = readLog(dir, 'catalogue');
    assert.deepEqual(
      log.map(({ action, version, by, reason, from }) => ({ action, version, by, reason, from })),
      [
        { action: 'promote', version: '1.0.0+aaaaaaa', by: 'ana', reason: undefined, from: null },
        {
          action: 'refused',
          version: '1.1.0+bbbbbbb',
          by: 'ana',
          reason: '/productos: error en el navegador / browser error: boom',
          from: undefined,
        },
        {
          action: 'forced',
          version: '1.1.0+bbbbbbb',
          by: 'luis',
          reason: 'arreglo urgente del precio',
          from: '1.0.0+aaaaaaa',
        },
        {
          action: 'rollback',
          version: '1.0.0+aaaaaaa',
          by: 'ana',
          reason: 'errores en /productos',
          from: '1.1.0+bbbbbbb',
        },
      ],
    );
    for (const event of log) assert.ok(!Number.isNaN(Date.parse(event.at)), event.at);
    assert.deepEqual(readPointer('catalogue', dir).history, [null]);
  });

  test('a forced promote without a reason is refused and changes nothing', () => {
    release('1.0.0+aaaaaaa');
    assert.throws(() => promote('catalogue', '1.0.0+aaaaaaa', { dir, forced: true }), /--force necesita --reason/);
    assert.equal(fs.existsSync(pointerFile('catalogue', dir)), false);
    assert.deepEqual(readLog(dir, 'catalogue'), []);
  });

  test('a torn last line is skipped, the events before it are read', () => {
    appendLogEvent(dir, 'catalogue', { action: 'promote', version: '1.0.0+aaaaaaa', by: 'ana' });
    fs.appendFileSync(logFile(dir, 'catalogue'), '{"at":"2030-01-01T00:00:00Z","action":"prom');
    assert.deepEqual(
      readLog(dir, 'catalogue').map((event) => event.version),
      ['1.0.0+aaaaaaa'],
    );
    assert.throws(() => appendLogEvent(dir, 'catalogue', { action: 'deleted', version: 'x' }), /acción desconocida/);
  });
});
