'use strict';

/**
 * The whole tree a page built from sections needs in one read (docs/site.md, "Pages built in the CMS"): every
 * section of the dynamic zone (`on` each component), their parts, and every media file at any depth, built from
 * the schemas once. The site asks for a page by its path alone (`/api/pages?filters[path][$eq]=/servicios/seo`);
 * the controller adds this, as strapi/LaunchPad's page-populate middleware does, so a client's query stays short
 * and the public-read guard keeps refusing deep populates it did not write. Relations are not followed.
 */
const MAX_DEPTH = 4;

const populateOf = (strapi, attributes, depth) => {
  const tree = {};
  for (const [name, attribute] of Object.entries(attributes)) {
    if (attribute.type === 'media') tree[name] = true;
    else if (attribute.type === 'component' && depth > 0) {
      tree[name] = partsOf(strapi, attribute.component, depth - 1);
    } else if (attribute.type === 'dynamiczone' && depth > 0) {
      tree[name] = { on: Object.fromEntries(attribute.components.map((uid) => [uid, partsOf(strapi, uid, depth - 1)])) };
    }
  }
  return tree;
};

/** A component's own parts and media, or all its fields when it has none. */
const partsOf = (strapi, uid, depth) => {
  const tree = populateOf(strapi, strapi.components[uid].attributes, depth);
  return { populate: Object.keys(tree).length > 0 ? tree : '*' };
};

let memo;
/** The populate tree of `api::page.page` (built on first use: the schemas do not change while the CMS runs). */
const pagePopulate = (strapi) => {
  memo ??= populateOf(strapi, strapi.contentType('api::page.page').attributes, MAX_DEPTH);
  return memo;
};

/**
 * The query of a page read with the whole tree populated. A read that picks its fields (the sitemap's list of
 * paths) stays as it was asked: shallow.
 */
const withPagePopulate = (strapi, query = {}) => (query.fields ? query : { ...query, populate: pagePopulate(strapi) });

module.exports = { pagePopulate, withPagePopulate };
