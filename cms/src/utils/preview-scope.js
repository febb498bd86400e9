'use strict';

const { PREVIEW_HEADER, verifyPreviewToken } = require('./preview-token');

/**
 * What a preview token reads (docs/editorial-workflow.md, "Preview"): the site as it would be if its one
 * entry were published. A public read with a current preview token (marked by the public-read guard,
 * `ctx.state.linxPreview`) that asks for drafts gets the published versions of everything, except the
 * token's entry (`uid` + `documentId`), which comes as its draft. A token whose status is 'published' reads
 * no draft at all. A document-service middleware, so every route, filter and populate goes through it.
 *
 * Relations of the entry's draft are populated by Strapi as drafts (it links drafts to drafts): a preview of an
 * article shows its category as the draft names it.
 */
const READS = new Set(['findMany', 'findFirst', 'findOne', 'count']);
// This middleware's own queries, which it runs through the document service again.
const own = new WeakSet();

/** The current request's preview token claims, or null (not a preview read). */
const previewClaims = (strapi) => {
  const ctx = strapi.requestContext.get();
  if (!ctx?.state?.linxPreview) return null;
  if (!('linxPreviewClaims' in ctx.state)) ctx.state.linxPreviewClaims = verifyPreviewToken(ctx.get(PREVIEW_HEADER));
  return ctx.state.linxPreviewClaims;
};

const sortKeys = (sort) => {
  if (!sort) return [];
  if (typeof sort === 'string') return sort.split(',').map((key) => key.trim().split(':'));
  if (Array.isArray(sort)) return sort.flatMap(sortKeys);
  if (typeof sort === 'object') return Object.entries(sort).map(([field, order]) => [field, String(order)]);
  return [];
};

/** Orders entries as the query's sort does (top-level fields), for the draft added to a published list. */
const comparatorOf = (sort) => {
  const keys = sortKeys(sort).map(([field, order = 'asc']) => [field, order.toLowerCase() === 'desc' ? -1 : 1]);
  return (a, b) => {
    for (const [field, direction] of keys) {
      const [x, y] = [a?.[field], b?.[field]];
      if (x === y || x == null || y == null) continue;
      return (x < y ? -1 : 1) * direction;
    }
    return 0;
  };
};

const withDocument = (filters, documentId) => ({ $and: [filters ?? {}, { documentId }] });

/**
 * The published list with the token's entry in its draft version: in place of its published version when the
 * list has it, dropped when the draft no longer matches the query, added in the query's order when only the
 * draft does.
 */
const mergedList = async (strapi, uid, params, documentId) => {
  const published = { ...params, status: 'published' };
  const draft = { ...params, status: 'draft', filters: withDocument(params.filters, documentId), start: 0, limit: 1 };
  own.add(published);
  own.add(draft);
  const [list, [entry]] = await Promise.all([
    strapi.documents(uid).findMany(published),
    strapi.documents(uid).findMany(draft),
  ]);
  const at = list.findIndex((item) => item.documentId === documentId);
  if (at >= 0) return entry ? list.with(at, entry) : list.toSpliced(at, 1);
  if (!entry) return list;
  const compare = comparatorOf(params.sort);
  const before = list.findIndex((item) => compare(entry, item) < 0);
  return before < 0 ? [...list, entry] : list.toSpliced(before, 0, entry);
};

/** How many entries the merged list has in all: the published count, with the entry counted once if its draft matches. */
const mergedCount = async (strapi, uid, params, documentId) => {
  const queries = [
    { ...params, status: 'published' },
    { ...params, status: 'published', filters: withDocument(params.filters, documentId) },
    { ...params, status: 'draft', filters: withDocument(params.filters, documentId) },
  ];
  queries.forEach((query) => own.add(query));
  const [all, publishedEntry, draftEntry] = await Promise.all(queries.map((query) => strapi.documents(uid).count(query)));
  return all - publishedEntry + draftEntry;
};

/** Document-service middleware (registered in src/index.js): see above. */
const previewScope = (strapi) => async (context, next) => {
  // Without a status the document service reads drafts.
  if (!READS.has(context.action) || own.has(context.params) || context.params?.status === 'published') return next();
  const claims = previewClaims(strapi);
  if (!claims) return next();
  const ownEntry = claims.status === 'draft' && context.uid === claims.uid;
  if (!ownEntry) {
    context.params = { ...context.params, status: 'published' };
    return next();
  }
  const { documentId } = claims;
  switch (context.action) {
    case 'findOne':
      if (context.params.documentId !== documentId) context.params = { ...context.params, status: 'published' };
      return next();
    case 'findMany':
      return mergedList(strapi, context.uid, context.params, documentId);
    case 'count':
      return mergedCount(strapi, context.uid, context.params, documentId);
    default:
      // findFirst (single types): the draft only when it is the token's document.
      context.params = { ...context.params, filters: withDocument(context.params.filters, documentId) };
      return next();
  }
};

module.exports = { previewScope, comparatorOf };
