'use strict';

/**
 * Tells the site's renderer (scripts/render-service.mjs) that content changed, so the pages that
 * show it are rendered again: a document-service middleware, like the cache's invalidateOnWrite.
 * RENDER_HOOK_URL (e.g. http://127.0.0.1:3090/render) turns it on; RENDER_HOOK_TOKEN is sent as a
 * bearer token. Fire and forget: a renderer that is down never fails an editor's save.
 */
const WRITE_ACTIONS = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft']);

const modelOf = (uid) => /^api::([^.]+)\./.exec(uid)?.[1];
/** Models no page shows: the redirects are answered by the site's server from the CMS, not rendered. */
const NOT_RENDERED = new Set(['redirect']);

const notifyRenderer = (strapi, model) => {
  const url = process.env.RENDER_HOOK_URL;
  if (!url) return;
  const token = process.env.RENDER_HOOK_TOKEN;
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ model }),
    signal: AbortSignal.timeout(3000),
  }).catch((error) => strapi.log.warn(`[linx] El renderizador no recibió el cambio de ${model}: ${error.message}`));
};

/** Writes that change the published versions whatever the params: the draft alone is never public. */
const PUBLIC_ACTIONS = new Set(['delete', 'publish', 'unpublish']);

/**
 * Whether a write changes what visitors see. With Draft & Publish, saving a draft (create or update
 * without `status: 'published'`, discarding a draft) does not: no render for it, so the render of a
 * publish never waits behind one (docs/editorial-workflow.md).
 */
const changesPublic = (strapi, context) => {
  if (!WRITE_ACTIONS.has(context.action)) return false;
  if (strapi.getModel(context.uid)?.options?.draftAndPublish !== true) return true;
  return PUBLIC_ACTIONS.has(context.action) || context.params?.status === 'published';
};

const renderOnWrite = (strapi) => async (context, next) => {
  const result = await next();
  const model = modelOf(context.uid);
  if (model && !NOT_RENDERED.has(model) && changesPublic(strapi, context)) {
    // After the outer transaction commits, so the renderer reads the new content.
    setTimeout(() => notifyRenderer(strapi, model), 250);
  }
  return result;
};

module.exports = { renderOnWrite, modelOf, notifyRenderer, changesPublic };
