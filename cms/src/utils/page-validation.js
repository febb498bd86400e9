'use strict';

const { errors } = require('@strapi/utils');
const { pathProblem, sectionsProblem, linkedPaths } = require('./page-rules');
const { pagePopulate } = require('./page-populate');

const PAGE_UID = 'api::page.page';

/**
 * Why a page holding `path` and `sections` may not be saved or published, or null. Either may be undefined
 * (an update that does not change it). `otherThan`: the page's own document, which may hold its path.
 */
const pageProblem = async (strapi, { path, sections }, otherThan) => {
  let problem = path !== undefined ? pathProblem(path) : null;
  if (!problem && path !== undefined) {
    const other = await strapi.db.query(PAGE_UID).findOne({
      where: { path, ...(otherThan ? { documentId: { $ne: otherThan } } : {}) },
      select: ['documentId'],
    });
    if (other) problem = `Ya existe una página en ${path}: edítala o elige otra dirección.`;
  }
  if (!problem && sections !== undefined) {
    const linked = [...new Set(linkedPaths(sections))];
    const pages = linked.length
      ? await strapi.db.query(PAGE_UID).findMany({ where: { path: { $in: linked } }, select: ['path'] })
      : [];
    const known = new Set([path, ...pages.map((page) => page.path)]);
    problem = sectionsProblem(sections, (pathname) => known.has(pathname));
  }
  return problem;
};

/** The page's draft with its whole section tree, as the rules read it. */
const storedDraft = (strapi, documentId) =>
  strapi.documents(PAGE_UID).findOne({ documentId, status: 'draft', populate: pagePopulate(strapi) });

/** What each writing action would leave in the page, and which document may already hold its path. */
const WRITES = {
  create: async (strapi, { data = {} }) => [data, null],
  update: async (strapi, { data = {}, documentId }) => [data, documentId],
  // The admin's "Duplicate": the source's draft with the duplicate's changes, a new document beside the source.
  clone: async (strapi, { data = {}, documentId }) => {
    const source = (await storedDraft(strapi, documentId)) ?? {};
    return [{ path: data.path ?? source.path, sections: data.sections ?? source.sections }, null];
  },
  // Publishing (by a click or by the schedule) publishes the draft as stored: it is checked again, since
  // what it links to may have changed since it was saved.
  publish: async (strapi, { documentId }) => {
    const draft = await storedDraft(strapi, documentId);
    return [draft ? { path: draft.path, sections: draft.sections } : {}, documentId];
  },
};

/**
 * Document-service middleware: a page created, updated, duplicated or published from the admin panel, the REST
 * API, the schedule or the seed is refused with the editor's reason (src/utils/page-rules.js) before anything
 * is written. A path another page (draft or published) already has is refused here: Strapi checks `unique`
 * only among the entries of one status.
 */
const validatePageWrites = (strapi) => async (context, next) => {
  if (context.uid !== PAGE_UID || !Object.hasOwn(WRITES, context.action)) return next();
  const [page, otherThan] = await WRITES[context.action](strapi, context.params ?? {});
  const problem = await pageProblem(strapi, { path: page.path, sections: page.sections }, otherThan);
  if (problem) throw new errors.ValidationError(problem);
  return next();
};

module.exports = { validatePageWrites, PAGE_UID };
