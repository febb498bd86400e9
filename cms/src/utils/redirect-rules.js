'use strict';

const { errors } = require('@strapi/utils');
const { ENTRY_PAGES } = require('./site-pages');

const REDIRECT = 'api::redirect.redirect';
/** A path of the site: starts with "/", no query, fragment, spaces or "//" (never another host). */
const SITE_PATH = /^\/(?!\/)[^\s?#\\]*$/;

/** "/blog/viejo/" → "/blog/viejo"; anything that is not a site path → a validation error. */
const normalizePath = (value, label) => {
  const path = String(value ?? '').trim();
  if (!SITE_PATH.test(path)) {
    throw new errors.ValidationError(`${label}: debe ser una ruta del sitio que empiece con "/" (sin dominio ni "?")`);
  }
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
};

/**
 * Where `to` finally leads through the other redirects (`targets`: from → to), so no chain is stored.
 * A redirect that would lead back to its own `from` is a loop: refused.
 */
const finalTarget = (targets, from, to) => {
  const seen = new Set([from]);
  let target = to;
  while (target !== from && targets.has(target) && !seen.has(target)) {
    seen.add(target);
    target = targets.get(target);
  }
  if (target === from || seen.has(target)) {
    throw new errors.ValidationError(`La redirección ${from} → ${to} formaría un ciclo`);
  }
  return target;
};

/**
 * Checks and completes a redirect before it is written (create or update): both paths normalised,
 * `to` resolved to the end of any chain, loops refused; after the write, redirects that led to this
 * one's `from` lead straight to its target (chains collapsed). A document-service middleware.
 */
const redirectRules = (strapi) => async (context, next) => {
  if (context.uid !== REDIRECT || !['create', 'update'].includes(context.action)) return next();
  const data = context.params.data ?? {};
  const current =
    context.action === 'update'
      ? await strapi.db.query(REDIRECT).findOne({ where: { documentId: context.params.documentId } })
      : null;
  const from = normalizePath(data.from ?? current?.from, 'Desde');
  const to = normalizePath(data.to ?? current?.to, 'Hacia');
  const others = await strapi.db.query(REDIRECT).findMany({ select: ['from', 'to', 'documentId'] });
  const targets = new Map(
    others.filter((r) => r.documentId !== context.params.documentId).map((r) => [r.from, r.to]),
  );
  const target = finalTarget(targets, from, to);
  context.params.data = { ...data, from, to: target };
  const result = await next();
  await strapi.db.query(REDIRECT).updateMany({ where: { to: from }, data: { to: target } });
  return result;
};

/**
 * A published article, case or page whose address changed (its slug, or a page's path): its old address
 * answers 301 to the new one. A redirect that started at the new address is dropped (the page lives there
 * again).
 */
const recordMove = async (strapi, oldPath, newPath) => {
  await strapi.db.query(REDIRECT).deleteMany({ where: { from: newPath } });
  const existing = await strapi.db.query(REDIRECT).findOne({ where: { from: oldPath } });
  const data = { from: oldPath, to: newPath, permanent: true };
  if (existing) await strapi.documents(REDIRECT).update({ documentId: existing.documentId, data });
  else await strapi.documents(REDIRECT).create({ data });
};

const publishedAddress = async (strapi, uid, documentId, field) =>
  (await strapi.documents(uid).findOne({ documentId, status: 'published', fields: [field] }))?.[field];

/** Document-service middleware: on publishing an article, case or page, a changed address leaves a redirect. */
const redirectOnRename = (strapi) => async (context, next) => {
  const address = ENTRY_PAGES[context.uid];
  if (!address || context.action !== 'publish' || !context.params.documentId) return next();
  const { documentId } = context.params;
  const before = await publishedAddress(strapi, context.uid, documentId, address.field);
  const result = await next();
  const after = await publishedAddress(strapi, context.uid, documentId, address.field);
  if (before && after && before !== after) await recordMove(strapi, address.pageOf(before), address.pageOf(after));
  return result;
};

module.exports = { redirectRules, redirectOnRename, recordMove, finalTarget, normalizePath, REDIRECT };
