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
 * Checks and completes a redirect before it is written (create, update, or the admin's "Duplicate", which is
 * `clone`): both paths normalised, `from` not another redirect's, `to` resolved to the end of any chain, loops
 * refused; after the write, redirects that led to this one's `from` lead straight to its target (chains
 * collapsed). A clone is checked as what it will hold: the source's paths with the duplicate's changes. A
 * document-service middleware (redirects have no draft: nothing to check on publish).
 */
const redirectRules = (strapi) => async (context, next) => {
  if (context.uid !== REDIRECT || !['create', 'update', 'clone'].includes(context.action)) return next();
  const data = context.params.data ?? {};
  const { documentId } = context.params;
  const current =
    context.action === 'create' ? null : await strapi.db.query(REDIRECT).findOne({ where: { documentId } });
  const from = normalizePath(data.from ?? current?.from, 'Desde');
  const to = normalizePath(data.to ?? current?.to, 'Hacia');
  // An update rewrites its own redirect; a create or a clone adds one beside the others (the source included).
  const self = context.action === 'update' ? documentId : null;
  const others = (await strapi.db.query(REDIRECT).findMany({ select: ['from', 'to', 'documentId'] })).filter(
    (r) => r.documentId !== self,
  );
  if (others.some((r) => r.from === from)) {
    throw new errors.ValidationError(`Ya hay una redirección desde ${from}: edítala o elige otra dirección.`);
  }
  const target = finalTarget(new Map(others.map((r) => [r.from, r.to])), from, to);
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
