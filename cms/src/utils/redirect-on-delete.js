'use strict';

const { ENTRY_PAGES } = require('./site-pages');
const { REDIRECT } = require('./redirect-rules');

/**
 * Deleting an article, case or page leaves no redirect leading to a 404 (docs/editorial-workflow.md,
 * "Redirects"): the redirects that led to its address (left by its renames, or made by hand) lead to the
 * page that listed it instead, /blog for an article and /casos-exito for a case, so old links still reach
 * the subject; a page has no such list, so the redirects to it are removed and its old addresses answer 404
 * like the page itself. Done in the same write as the deletion, before the renderer hears of it. A
 * document-service middleware.
 */
const redirectsOnDelete = (strapi) => async (context, next) => {
  const address = ENTRY_PAGES[context.uid];
  if (!address || context.action !== 'delete' || !context.params?.documentId) return next();
  const versions = await strapi.db
    .query(context.uid)
    .findMany({ where: { documentId: context.params.documentId }, select: [address.field] });
  const result = await next();
  const addresses = [...new Set(versions.map((v) => v[address.field]).filter(Boolean).map(address.pageOf))];
  if (addresses.length === 0) return result;
  const leading = { to: { $in: addresses } };
  if (address.listPage) {
    await strapi.db.query(REDIRECT).deleteMany({ where: { ...leading, from: address.listPage } });
    await strapi.db.query(REDIRECT).updateMany({ where: leading, data: { to: address.listPage } });
  } else {
    await strapi.db.query(REDIRECT).deleteMany({ where: leading });
  }
  return result;
};

module.exports = { redirectsOnDelete };
