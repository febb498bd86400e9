'use strict';

/**
 * What a public reader may ask the content API: a request without an Authorization header, or with the
 * site's read-only API token (CMS_READ_TOKEN, which the site publishes in its runtime-config.json, so it
 * is no secret). src/middlewares/public-read-guard.js checks every such GET /api/... against this list
 * before Strapi parses or runs the query: a request the site never sends costs almost nothing and gets
 * 400 (403 for a path that is not listed). Editors' credentials (admin JWT, full-access API token) are
 * not restricted.
 *
 * One entry per API path, answering `/api/<path>` (list) and `/api/<path>/<documentId>` (one entry):
 *   uid       the content type (filters are checked against its attributes);
 *   populate  the relations, media and components the site populates, as dot paths: "author.avatar" also
 *             allows "author". `populate=*` (one level of everything) is accepted only where every
 *             first-level relation, media and component of the type is listed;
 *   fields    what `fields[...]` may select (`id` and `documentId` always);
 *   sort      what `sort` may order by (`id` always);
 *   filters   the conditions the site filters by: a field (or "relation.field", one level down) and the
 *             operators it uses on it, each with one value (`filters[slug][$eq]=…`; `$notNull` with `true`
 *             alone: the entries that have the field). Nothing else: no
 *             `$ne`, `$in`, `$contains`…, no `$and`/`$or`/`$not`, no other field. A condition that matches
 *             most entries (`$ne` a random value) would answer the whole list, uncached, for each new value.
 *
 * To add a page's read, add its populate paths, fields or sort keys to its type's entry (or a new entry).
 * The reads of shared/src/api/cms/cms-reads.json are checked against this list by the tests.
 */
const PUBLIC_READS = {
  articles: {
    uid: 'api::article.article',
    populate: ['cover', 'categories', 'author.avatar'],
    // A list page's summaries (shared/src/api/cms/cms-reads.json "articles"): no body.
    fields: ['title', 'slug', 'description', 'featured', 'publishedAt', 'firstPublishedAt', 'createdAt', 'updatedAt'],
    // The blog's order, oldest first, and the feed's newest (cms-reads.json "articles", "articles-newest"):
    // the date an article first went public, then its document id (an entry's `id` changes on each publish).
    sort: ['firstPublishedAt', 'documentId'],
    // An article by its slug, the featured one, a category's articles (cms-reads.json "article",
    // "featured-article", "articles-in-category").
    filters: { slug: ['$eq'], featured: ['$eq'], 'categories.name': ['$eq'] },
  },
  categories: {
    uid: 'api::category.category',
    populate: [],
    fields: ['name'],
    sort: [],
    filters: {},
  },
  cases: {
    uid: 'api::case.case',
    populate: [
      'image',
      'contentCompanyImage',
      'outstandingMedia',
      'categories',
      'highlight',
      'contentChallenges',
      'contentSolutions',
      'contentResults',
    ],
    // A list page's summaries (cms-reads.json "cases"): no detail blocks; the sitemap's slug and date.
    fields: ['title', 'slug', 'company', 'description', 'publishedAt', 'createdAt', 'updatedAt'],
    sort: [],
    // A case by its slug (cms-reads.json "case").
    filters: { slug: ['$eq'] },
  },
  materiales: {
    uid: 'api::material.material',
    populate: ['file', 'categories'],
    fields: ['title'],
    sort: [],
    filters: {},
  },
  'product-categories': {
    uid: 'api::product-category.product-category',
    populate: [],
    fields: ['slug', 'name'],
    sort: [],
    filters: {},
  },
  products: {
    uid: 'api::product.product',
    populate: ['images', 'brochure', 'categories', 'features', 'displaySizes'],
    fields: ['name', 'slug'],
    sort: [],
    filters: {},
  },
  'team-members': {
    uid: 'api::team-member.team-member',
    populate: ['photo'],
    fields: [],
    sort: ['order'],
    filters: {},
  },
  partners: { uid: 'api::partner.partner', populate: ['logo'], fields: [], sort: [], filters: {} },
  'client-logos': { uid: 'api::client-logo.client-logo', populate: ['logo'], fields: [], sort: [], filters: {} },
  'podcast-episodes': {
    uid: 'api::podcast-episode.podcast-episode',
    populate: ['image'],
    fields: [],
    sort: [],
    filters: {},
  },
  // Read by the site's server, not by pages: old addresses and where they lead (scripts/lib/redirects.mjs);
  // one by its old address (the CMS's editorial tests).
  redirects: {
    uid: 'api::redirect.redirect',
    populate: [],
    fields: ['from', 'to', 'permanent'],
    sort: [],
    filters: { from: ['$eq'] },
  },
  // Read by the site's server for /.well-known/security.txt (scripts/lib/security-txt.mjs): a single type.
  'security-contact': {
    uid: 'api::security-contact.security-contact',
    populate: [],
    fields: ['email', 'policyUrl'],
    sort: [],
    filters: {},
  },
  // A page by its path alone (cms-reads.json "page"): the page controller adds the whole populate tree
  // (src/utils/page-populate.js), so no deep populate is ever accepted from a client; `sections.*` is still
  // accepted from older readers and replaced by that tree. The path list of the sitemap and renderer (fields).
  pages: {
    uid: 'api::page.page',
    populate: ['socialImage', 'sections.*'],
    // The sitemap's paths, dates and policy; the labels of the pages other pages sit below (cms-reads.json
    // "page-labels", their breadcrumbs), by path.
    fields: ['path', 'updatedAt', 'noindex', 'label'],
    sort: ['path'],
    // A page by its path (cms-reads.json "page"); the sitemap's pages under a route's fixed start; the pages
    // with a label.
    filters: { path: ['$eq', '$startsWith'], label: ['$notNull'] },
  },
};

/** Bounds on any public read, whatever its type. */
const LIMITS = {
  // Path plus query string. The response cache keeps URLs up to 1 KB, so every accepted read can be cached.
  maxUrlBytes: 1024,
  // Levels of a populate path ("author.avatar" is 2). The allow-list above must stay within it too.
  maxPopulateDepth: 2,
  maxPopulatePaths: 16,
  maxFields: 16,
  maxSortKeys: 3,
  // The sitemap reads every article in one page of 1000 (config/api.js's maxLimit is the same).
  maxPageSize: 1000,
  maxPage: 10000,
  // A filter's value: one string of at most this many characters, without control characters (booleans
  // `true`/`false`, whole numbers digits only).
  maxFilterValueChars: 200,
  // Query parameters the site sends (and `status`, for previews); anything else (`?zz=1`, `?locale=…`) is
  // refused, so it cannot make a distinct URL that misses the response cache.
  parameters: ['populate', 'fields', 'filters', 'sort', 'pagination', 'status'],
};

module.exports = { PUBLIC_READS, LIMITS };
