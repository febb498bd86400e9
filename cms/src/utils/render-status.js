'use strict';

/**
 * What went live: the admin's edit view asks here whether the entry's page HTML is rendered and live, when,
 * and if it failed, why (docs/editorial-workflow.md, "What went live"). An admin route (admin panel's session,
 * and the content manager's read permission on that type): GET /linx/render-status/:uid/:documentId. It
 * asks the renderer's service (RENDER_HOOK_URL's origin, GET /outcome, bearer RENDER_HOOK_TOKEN as the render
 * hook sends it) for the pages of the entry's published version: where site-pages.js says it is seen, and
 * every page whose render showed it. A page last rendered before the entry's publish is `pendiente`: it does
 * not show that publish yet.
 */
const { pageOf } = require('./site-pages');

const READ = 'plugin::content-manager.explorer.read';
const DOCUMENT_ID = /^[a-z0-9]{1,64}$/;
const RENDERER_TIMEOUT_MS = 3000;

const UNREACHABLE = 'El servicio de render no responde; no se sabe si la página está publicada';
const NO_RENDERER = 'No hay servicio de render configurado (RENDER_HOOK_URL): las páginas se generan en el navegador';

/** The site's public address (SITE_URL), without a trailing slash, as preview links use it. */
const siteUrl = () => (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');

/** The renderer's origin, from the render hook's address; null when there is none. */
const rendererOrigin = () => {
  try {
    return process.env.RENDER_HOOK_URL ? new URL(process.env.RENDER_HOOK_URL).origin : null;
  } catch {
    return null;
  }
};

const modelOf = (uid) => /^api::([^.]+)\./.exec(uid)?.[1];

/** The renderer's answer for the entry: `{ pages, rendering }`, or null when it did not answer. */
const askRenderer = async ({ origin, model, documentId, paths }) => {
  const query = new URLSearchParams({ model, documentId });
  for (const pathname of paths) query.append('path', pathname);
  const token = process.env.RENDER_HOOK_TOKEN;
  try {
    const response = await fetch(`${origin}/outcome?${query}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(RENDERER_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const body = await response.json();
    return Array.isArray(body?.pages) ? body : null;
  } catch {
    return null;
  }
};

/** A page as the renderer last left it, seen from the entry's publish: older than it is `pendiente`. */
const pageAfterPublish = (page, publishedAt) => {
  const attempted = page.attemptedAt ? Date.parse(page.attemptedAt) : NaN;
  const stale = publishedAt && !(attempted >= Date.parse(publishedAt));
  return {
    path: page.path,
    url: `${siteUrl()}${page.path}`,
    status: stale ? 'pendiente' : page.status,
    renderedAt: page.renderedAt ?? null,
    attemptedAt: page.attemptedAt ?? null,
    reasons: stale ? [] : (page.reasons ?? []),
  };
};

/** The state of all the entry's pages: failed when any failed, pending when any is, live when all are. */
const overallState = (pages) => {
  if (pages.some((page) => page.status === 'failed')) return 'failed';
  if (pages.length === 0 || pages.some((page) => page.status !== 'live')) return 'pendiente';
  return 'live';
};

/**
 * The answer for one entry: `{ state, publishedAt, pages, rendering, message? }`; `state` is live, failed or
 * pendiente (from the renderer), no-publicado (no published version: no page on the site), sin-pagina (a type no
 * page shows), or sin-render (no renderer configured, or it did not answer).
 */
const renderStatusOf = async (strapi, uid, documentId) => {
  const model = strapi.getModel(uid);
  const published = model?.options?.draftAndPublish === true;
  const entry = await strapi.documents(uid).findOne({ documentId, ...(published ? { status: 'published' } : {}) });
  if (!entry) return { state: 'no-publicado', pages: [], message: 'No está publicado: no tiene página en el sitio.' };
  const pathname = pageOf(uid, entry);
  if (!pathname) return { state: 'sin-pagina', pages: [], message: 'Este contenido no tiene una página propia en el sitio.' };
  const origin = rendererOrigin();
  if (!origin) return { state: 'sin-render', pages: [], message: NO_RENDERER };
  const publishedAt = entry.publishedAt ? new Date(entry.publishedAt).toISOString() : null;
  const answer = await askRenderer({ origin, model: modelOf(uid), documentId, paths: [pathname] });
  if (!answer) return { state: 'sin-render', publishedAt, pages: [], message: UNREACHABLE };
  const pages = answer.pages.map((page) => pageAfterPublish(page, publishedAt));
  return { state: overallState(pages), publishedAt, pages, rendering: answer.rendering === true };
};

/** GET /linx/render-status/:uid/:documentId, for the edit view's panel (src/admin/render-panel). */
const renderStatusRoute = (strapi) => ({
  method: 'GET',
  path: '/linx/render-status/:uid/:documentId',
  handler: async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { uid, documentId } = ctx.params;
    if (!uid.startsWith('api::') || !strapi.contentTypes[uid] || !DOCUMENT_ID.test(documentId)) {
      return ctx.notFound('No existe ese contenido.');
    }
    if (!ctx.state.userAbility?.can(READ, uid)) return ctx.forbidden('No tienes permiso para leer este contenido.');
    ctx.body = await renderStatusOf(strapi, uid, documentId);
    return undefined;
  },
  config: { policies: ['admin::isAuthenticatedAdmin'] },
});

/** Adds the admin route (in the CMS's bootstrap, before the server mounts its routes). */
const registerRenderStatus = (strapi) => {
  strapi.server.routes({ type: 'admin', routes: [renderStatusRoute(strapi)] });
};

module.exports = { registerRenderStatus, renderStatusOf, UNREACHABLE };
