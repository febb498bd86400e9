'use strict';

const { errors } = require('@strapi/utils');
const { pathProblem, sectionsProblem, linkedPaths } = require('./page-rules');

const PAGE_UID = 'api::page.page';

/**
 * Document-service middleware: a page saved from the admin panel, the REST API or the seed is refused with
 * the editor's reason (src/utils/page-rules.js) before anything is written. A path another page (draft or
 * published) already has is refused here: Strapi checks `unique` only among the entries of one status.
 */
const validatePageWrites = (strapi) => async (context, next) => {
  if (context.uid !== PAGE_UID || !['create', 'update'].includes(context.action)) return next();
  const data = context.params?.data ?? {};
  let problem = data.path !== undefined ? pathProblem(data.path) : null;
  if (!problem && data.path !== undefined) {
    const other = await strapi.db.query(PAGE_UID).findOne({
      where: { path: data.path, ...(context.params.documentId ? { documentId: { $ne: context.params.documentId } } : {}) },
      select: ['documentId'],
    });
    if (other) problem = `Ya existe una página en ${data.path}: edítala o elige otra dirección.`;
  }
  if (!problem && data.sections !== undefined) {
    const linked = [...new Set(linkedPaths(data.sections))];
    const pages = linked.length
      ? await strapi.db.query(PAGE_UID).findMany({ where: { path: { $in: linked } }, select: ['path'] })
      : [];
    const known = new Set([data.path, ...pages.map((page) => page.path)]);
    problem = sectionsProblem(data.sections, (pathname) => known.has(pathname));
  }
  if (problem) throw new errors.ValidationError(problem);
  return next();
};

module.exports = { validatePageWrites, PAGE_UID };
