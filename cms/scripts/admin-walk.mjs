// The editor's walk through the admin panel in Chromium (cms/README.md, "Guía para editores"): builds the
// admin if cms/build is missing (~1–3 min), starts a throw-away CMS with the admin on and the sample content,
// signs in and, in Spanish at 1280 px, creates an article whose slug follows its title, looks at a page's
// sections (icon picker), schedules the article (the «Publicación» panel says «Programado»), renames its slug
// after publishing (the old address redirects at once), looks at the «En el sitio» panel (a page live, a
// page that did not render and why: answered by a stand-in renderer on loopback, as
// test/render-status.integration.test.mjs does) and deletes it (its redirects then lead to /blog),
// checking each step and writing the guide's screenshots to docs/editores/. Run by hand: `npm run walk` in
// cms/ (CHROMIUM_PATH, default /usr/bin/chromium). Not in CI: the admin build alone takes longer than the
// budget; test/admin-editor.integration.test.mjs covers the same rules without a browser.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { CMS_DIR, adminLogin, startCms } from './lib/strapi-process.mjs';

const SHOTS = path.join(CMS_DIR, 'docs', 'editores');
const EDITOR = { email: 'editora@linx.cl', password: 'EditoraLinx2024' };
const ARTICLE = 'api::article.article';

if (!fs.existsSync(path.join(CMS_DIR, 'build', 'index.html'))) {
  console.log('Construyendo el panel de administración (npm run build)…');
  execFileSync('npm', ['run', 'build'], { cwd: CMS_DIR, stdio: 'inherit' });
}

/**
 * A stand-in for the renderer's service (scripts/render-service.mjs): takes the render hook's changes and answers
 * GET /outcome with the page live, rendered now, or failed for the entries in `failing` (the reason given).
 */
const failing = new Map();
const renderer = http.createServer((req, res) => {
  const url = new URL(req.url, 'http://renderer');
  req.resume();
  if (url.pathname !== '/outcome') return res.writeHead(202).end('{}');
  const now = new Date().toISOString();
  const reason = failing.get(url.searchParams.get('documentId'));
  const pages = url.searchParams.getAll('path').map((pagePath) =>
    reason
      ? { path: pagePath, status: 'failed', renderedAt: '2025-11-20T13:30:00.000Z', attemptedAt: now, reasons: [reason] }
      : { path: pagePath, status: 'live', renderedAt: now, attemptedAt: now, reasons: [] },
  );
  res.writeHead(200, { 'Content-Type': 'application/json' });
  return res.end(JSON.stringify({ pages, rendering: false }));
});
await new Promise((resolve) => renderer.listen(0, '127.0.0.1', resolve));

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-admin-walk-'));
const cms = await startCms({
  dbFile: path.join(tmp, 'data.db'),
  timeoutMs: 240_000,
  env: {
    CMS_SERVE_ADMIN: 'true',
    CMS_SEED: 'true',
    CMS_ADMIN_EMAIL: EDITOR.email,
    CMS_ADMIN_PASSWORD: EDITOR.password,
    RENDER_HOOK_URL: `http://127.0.0.1:${renderer.address().port}/render`,
  },
});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const step = (text) => console.log(`· ${text}`);

try {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 860 },
    locale: 'es-CL',
    timezoneId: 'America/Santiago',
  });
  await context.addInitScript(() => window.localStorage.setItem('strapi-admin-language', 'es'));
  const page = await context.newPage();
  const shot = (name) => page.screenshot({ path: path.join(SHOTS, name) });
  const admin = `${cms.baseUrl}/admin`;
  const publicRedirect = async (from) =>
    (await (await fetch(`${cms.baseUrl}/api/redirects?filters[from][$eq]=${from}`)).json()).data[0];

  step('inicio de sesión');
  await page.goto(`${admin}/auth/login`);
  await page.getByLabel(/correo/i).fill(EDITOR.email);
  await page.getByLabel(/contraseña/i).fill(EDITOR.password);
  await page.getByRole('button', { name: /iniciar sesión|ingresar|login/i }).click();
  await page.waitForURL(/\/admin(\/)?$/);
  /** Strapi's own first-visit tour and announcement banner, in English, closed once. */
  const dismissOverlays = async () => {
    for (const name of [/^Skip$/, /^Omitir$/, /^Close the banner/]) {
      const button = page.getByRole('button', { name }).first();
      if (await button.isVisible().catch(() => false)) await button.click();
    }
  };

  step('lista de artículos');
  await page.goto(`${admin}/content-manager/collection-types/${ARTICLE}`);
  await page.getByText('entradas encontradas').waitFor();
  await page.waitForTimeout(800);
  await dismissOverlays();
  await page.getByText('Dirección (slug)').first().waitFor();
  await shot('lista.png');

  step('artículo nuevo: la dirección sigue al título');
  await page.goto(`${admin}/content-manager/collection-types/${ARTICLE}/create`);
  await page.getByLabel(/^Título/).waitFor();
  await dismissOverlays();
  await page.getByLabel(/^Título/).fill('Pantallas que venden en Ñuñoa');
  const slug = page.getByLabel(/^Dirección \(slug\)/);
  await page.waitForFunction(
    (el) => el.value === 'pantallas-que-venden-en-nunoa',
    await slug.elementHandle(),
  );
  await page.getByLabel(/^Resumen/).fill('Cómo una tienda de barrio ordenó sus promociones en pantallas.');
  await page.locator('.CodeMirror textarea, [contenteditable="true"]').first().fill('Texto del artículo.');
  await page.getByLabel(/^Nombre/).first().fill('Ana Pérez');
  await shot('edicion.png');
  await page.getByRole('button', { name: /^Guardar$/ }).click();
  await page.getByText(/Guardado|Saved/i).first().waitFor();
  const documentId = /\/([a-z0-9]{20,})(\?|$)/.exec(page.url())?.[1];
  assert.ok(documentId, `documentId in ${page.url()}`);

  step('programar: el panel dice «Programado», con la zona horaria');
  const token = await adminLogin(cms, EDITOR);
  const api = async (method, p, body) => {
    const res = await fetch(`${cms.baseUrl}${p}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  };
  // The date picker is set through the content manager's API (what the picker saves), then shown in the panel.
  const inAWeek = new Date(Date.now() + 7 * 86_400_000);
  inAWeek.setUTCHours(12, 0, 0, 0);
  const entryPath = `/content-manager/collection-types/${ARTICLE}/${documentId}`;
  assert.equal((await api('PUT', entryPath, { publishAt: inAWeek.toISOString() })).status, 200);
  await page.reload();
  const panel = page.getByTestId('linx-schedule-panel');
  await panel.getByText(/Programado: se publica el .* \(hora de Chile, America\/Santiago\)/).waitFor();
  await shot('programar.png');
  await page.getByLabel(/^Publicar el/).scrollIntoViewIfNeeded();
  await shot('programar-campos.png');

  step('publicar y cambiar la dirección: la antigua redirige al momento');
  assert.equal((await api('PUT', entryPath, { publishAt: null })).status, 200);
  await page.reload();
  await page.getByRole('button', { name: /^Publicar$/ }).click();
  await panel.getByText('Publicado').waitFor();
  await slug.fill('pantallas-en-nunoa');
  await page.getByRole('button', { name: /^Publicar$/ }).click();
  await page.getByText(/Publicado/).first().waitFor();
  await page.waitForTimeout(500);
  const moved = await publicRedirect('/blog/pantallas-que-venden-en-nunoa');
  assert.equal(moved?.to, '/blog/pantallas-en-nunoa');
  await shot('renombrar.png');

  step('una página: secciones con el selector de íconos');
  const pages = await api('GET', '/content-manager/collection-types/api::page.page?page=1&pageSize=50');
  const service = pages.body.results.find((p) => p.path?.startsWith('/servicios/'));
  await page.goto(`${admin}/content-manager/collection-types/api::page.page/${service.documentId}`);
  // Open the page's first feature grid, then one of its cards («Malls», of the seed).
  await page.getByRole('button', { name: /^Grilla de tarjetas/ }).first().click();
  await page.getByRole('button', { name: 'Malls', exact: true }).first().click();
  await page.getByRole('radiogroup').first().waitFor();
  await page.getByRole('radiogroup').first().scrollIntoViewIfNeeded();
  await shot('iconos.png');

  step('en el sitio: la página del artículo, en línea; una página que no se generó, con su motivo');
  await page.goto(`${admin}${entryPath}`);
  const onSite = page.getByTestId('linx-render-panel');
  await onSite.getByText('En el sitio', { exact: true }).waitFor();
  await onSite.getByText(/Página generada el .* \(hora de Chile, America\/Santiago\)/).waitFor();
  await onSite.scrollIntoViewIfNeeded();
  await shot('en-el-sitio.png');
  failing.set(service.documentId, 'La sección «Nuestro equipo» no recibió datos del CMS');
  await page.goto(`${admin}/content-manager/collection-types/api::page.page/${service.documentId}`);
  await onSite.getByText('La página no se publicó').waitFor();
  await onSite.getByText('La sección «Nuestro equipo» no recibió datos del CMS.').waitFor();
  await onSite.scrollIntoViewIfNeeded();
  await shot('en-el-sitio-fallo.png');

  step('borrar el artículo: sus redirecciones llevan a /blog');
  await page.goto(`${admin}${entryPath}`);
  await page.getByRole('button', { name: /Más acciones|More actions/ }).first().click();
  await page.getByRole('menuitem', { name: /Eliminar/ }).click();
  await page.getByRole('button', { name: /^(Confirmar|Sí, eliminar|Eliminar)$/ }).last().click();
  await page.waitForURL(new RegExp(`${ARTICLE}(\\?|$)`));
  assert.equal((await publicRedirect('/blog/pantallas-que-venden-en-nunoa'))?.to, '/blog');
  console.log(`Listo: capturas en ${path.relative(process.cwd(), SHOTS)}/`);
} catch (error) {
  const failed = path.join(os.tmpdir(), 'linx-admin-walk-fallo.png');
  await browser.contexts()[0]?.pages()[0]?.screenshot({ path: failed });
  console.error(`La caminata falló (captura en ${failed})`);
  throw error;
} finally {
  await browser.close();
  await cms.stop();
  renderer.close();
  fs.rmSync(tmp, { recursive: true, force: true });
}
