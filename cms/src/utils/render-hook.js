'use strict';

/**
 * Tells the site's renderer (scripts/render-service.mjs) which entry changed, so only the pages that
 * show it are rendered again (docs/rendering.md, "Staying fresh"): a document-service middleware,
 * like the cache's invalidateOnWrite. RENDER_HOOK_URL (e.g. http://127.0.0.1:3090/render) turns it
 * on; RENDER_HOOK_TOKEN is sent as a bearer token. Fire and forget: a renderer that is down never
 * fails an editor's save.
 *
 * The change it sends is `{ model, documentId, action }`. `action` says what the renderer re-renders
 * besides the pages that showed the entry: create, delete, publish (of an entry not public before) and
 * unpublish change which entries a list holds; `reorder` is a change of a field lists order or filter
 * by (LIST_FIELDS), so the entry may move between a list's pages; `update` changes the entry alone
 * (an editor's publish of an edited article is one).
 */
const WRITE_ACTIONS = new Set(['create', 'update', 'delete', 'publish', 'unpublish', 'discardDraft']);

/**
 * The fields of a model that decide where its entries appear in a list besides their id, which lists
 * order by and which never changes: the blog's featured slot, and the category filters of the blog
 * and the cases.
 */
const LIST_FIELDS = {
  article: { fields: ['featured'], relations: ['categories'] },
  case: { fields: [], relations: ['categories'] },
};

const modelOf = (uid) => /^api::([^.]+)\./.exec(uid)?.[1];
/**
 * Models no page shows: the redirects and the security contact are answered by the site's server
 * from the CMS (old addresses, /.well-known/security.txt), not rendered.
 */
const NOT_RENDERED = new Set(['redirect', 'security-contact']);

/** A change as the renderer's service reads it: `{ model }` alone means "any entry of the model". */
const notifyRenderer = (strapi, change) => {
  const url = process.env.RENDER_HOOK_URL;
  if (!url) return;
  const token = process.env.RENDER_HOOK_TOKEN;
  const body = typeof change === 'string' ? { model: change } : change;
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(3000),
  }).catch((error) =>
    strapi.log.warn(`[linx] El renderizador no recibió el cambio de ${body.model}: ${error.message}`),
  );
};

/**
 * What of an entry's public version decides its place in lists, as one comparable string (null when
 * it is not found).
 */
const listPlaceOf = async (strapi, uid, documentId, spec) => {
  const published = strapi.getModel(uid)?.options?.draftAndPublish === true;
  const entry = await strapi.documents(uid).findOne({
    documentId,
    ...(published ? { status: 'published' } : {}),
    fields: spec.fields,
    populate: Object.fromEntries(spec.relations.map((name) => [name, { fields: ['documentId'] }])),
  });
  if (!entry) return null;
  const relations = spec.relations.map((name) => (entry[name] ?? []).map((item) => item.documentId).sort());
  return JSON.stringify([spec.fields.map((name) => entry[name] ?? null), relations]);
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

/** Writes whose change of the public version may keep the entry where it is in lists. */
const PLACED_ACTIONS = new Set(['update', 'publish']);

/**
 * The action the renderer is told: an update or a publish of an entry already public is `update` when
 * its list place stayed, `reorder` when it moved; a publish of an entry not public before is `publish`.
 */
const renderAction = (action, before, after) => {
  if (!PLACED_ACTIONS.has(action) || after === undefined) return action;
  if (before === null) return action === 'publish' ? 'publish' : 'reorder';
  return before === after ? 'update' : 'reorder';
};

const renderOnWrite = (strapi) => async (context, next) => {
  const model = modelOf(context.uid);
  const tracked = model && !NOT_RENDERED.has(model) && changesPublic(strapi, context);
  const spec = LIST_FIELDS[model];
  const documentId = context.params?.documentId;
  const placed = tracked && spec && PLACED_ACTIONS.has(context.action) && documentId;
  const before = placed ? await listPlaceOf(strapi, context.uid, documentId, spec).catch(() => null) : null;
  const result = await next();
  if (!tracked) return result;
  const changedId = result?.documentId ?? documentId;
  const after = placed ? await listPlaceOf(strapi, context.uid, documentId, spec).catch(() => null) : undefined;
  const action = renderAction(context.action, before, after);
  // After the outer transaction commits, so the renderer reads the new content.
  const change = typeof changedId === 'string' ? { model, documentId: changedId, action } : { model };
  setTimeout(() => notifyRenderer(strapi, change), 250);
  return result;
};

module.exports = { renderOnWrite, modelOf, notifyRenderer, changesPublic, renderAction, LIST_FIELDS };
