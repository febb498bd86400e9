'use strict';

const { PUBLIC_READS, LIMITS } = require('./public-read-policy');
const { checkFilters } = require('./public-read-filters');

const PARAMETERS = new Set(LIMITS.parameters);
const DOCUMENT_ID = /^[a-z0-9]{1,64}$/i;
const SORT_KEY = /^([\w.]+)(?::(asc|desc))?$/i;
const INTEGER = /^\d{1,9}$/;

class Refusal extends Error {
  constructor(message, status = 400) {
    super(message);
    this.status = status;
  }
}
const refuse = (message, status) => {
  throw new Refusal(message, status);
};

const isPlainObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
// What `populate=*` fills: Strapi leaves private attributes (createdBy, updatedBy) out of public answers.
const isPopulatable = (attribute) =>
  ['relation', 'media', 'component', 'dynamiczone'].includes(attribute.type) && !attribute.private;

/** A comma-separated string or a list of strings (`fields=a,b`, `fields[0]=a`) as a list. */
const namesOf = (value, label) => {
  if (typeof value === 'string') return value.split(',').map((name) => name.trim());
  if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
    return value.flatMap((item) => namesOf(item, label));
  return refuse(`${label}: expected names, as "a,b" or ${label}[0]=a`);
};

// ---------- populate ----------

/**
 * The dot paths a populate value asks for: "a,b", ["a", "b.c"], { a: true, b: { populate: ... } }.
 * Stops at the first path deeper than the limit, before walking further into the value.
 */
const collectPopulate = (value, prefix, out) => {
  const add = (path) => {
    if (path.split('.').length > LIMITS.maxPopulateDepth) {
      refuse(`populate: "${path}" is deeper than ${LIMITS.maxPopulateDepth} levels`);
    }
    out.push(path);
    if (out.length > LIMITS.maxPopulatePaths) refuse(`populate: more than ${LIMITS.maxPopulatePaths} paths`);
  };
  if (typeof value === 'string') {
    for (const name of value.split(',')) add(`${prefix}${name.trim()}`);
  } else if (Array.isArray(value)) {
    if (value.length > LIMITS.maxPopulatePaths) refuse(`populate: more than ${LIMITS.maxPopulatePaths} paths`);
    for (const item of value) {
      if (typeof item !== 'string') refuse('populate: a list holds names only');
      collectPopulate(item, prefix, out);
    }
  } else if (isPlainObject(value)) {
    for (const [key, sub] of Object.entries(value)) {
      add(`${prefix}${key}`);
      if (sub === true || sub === 'true') continue;
      if (!isPlainObject(sub) || Object.keys(sub).some((option) => option !== 'populate')) {
        refuse(`populate[${key}]: only true or a nested populate is accepted`);
      }
      if (sub.populate !== undefined) collectPopulate(sub.populate, `${prefix}${key}.`, out);
    }
  } else {
    refuse('populate: expected "*", names or an object');
  }
  return out;
};

const checkPopulate = (value, entry, attributes) => {
  const allowed = new Set(
    entry.populate.flatMap((path) => path.split('.').map((_, i, parts) => parts.slice(0, i + 1).join('.'))),
  );
  if (value === '*') {
    const missing = Object.entries(attributes)
      .filter(([, attribute]) => isPopulatable(attribute))
      .map(([name]) => name)
      .filter((name) => !allowed.has(name));
    if (missing.length) refuse(`populate: "*" would include ${missing.join(', ')}`);
    return '*';
  }
  const paths = collectPopulate(value, '', []);
  for (const path of paths) {
    if (!allowed.has(path)) refuse(`populate: "${path}" is not a public read of this type`);
  }
  // Canonical: sorted, once each, without a path another one goes through ("author" with "author.avatar").
  return [...new Set(paths)].filter((path) => !paths.some((other) => other.startsWith(`${path}.`))).sort();
};

// ---------- fields, sort, pagination ----------

const checkFields = (value, entry) => {
  const names = namesOf(value, 'fields');
  if (names.length > LIMITS.maxFields) refuse(`fields: more than ${LIMITS.maxFields}`);
  const allowed = new Set(['id', 'documentId', ...entry.fields]);
  for (const name of names) if (!allowed.has(name)) refuse(`fields: "${name}" is not a public read of this type`);
  return [...new Set(names)].sort();
};

const checkSort = (value, entry) => {
  let keys;
  if (isPlainObject(value)) keys = Object.entries(value).map(([name, order]) => `${name}:${order}`);
  else keys = namesOf(value, 'sort');
  if (keys.length > LIMITS.maxSortKeys) refuse(`sort: more than ${LIMITS.maxSortKeys} keys`);
  const allowed = new Set(['id', ...entry.sort]);
  // Canonical: the keys in their order (it matters), each with its direction (`id` is `id:asc`).
  return keys.map((key) => {
    const match = SORT_KEY.exec(key);
    if (!match || !allowed.has(match[1])) refuse(`sort: "${key}" is not a public read of this type`);
    return `${match[1]}:${(match[2] ?? 'asc').toLowerCase()}`;
  });
};

// The site pages by page number and size only (no `start`/`limit`, no `withCount`).
const PAGINATION_BOUNDS = {
  page: [1, LIMITS.maxPage],
  pageSize: [1, LIMITS.maxPageSize],
};

const checkPagination = (value) => {
  if (!isPlainObject(value)) refuse('pagination: expected pagination[page] and pagination[pageSize]');
  const canonical = {};
  for (const key of Object.keys(PAGINATION_BOUNDS)) {
    if (!Object.hasOwn(value, key)) continue;
    const raw = value[key];
    const bounds = PAGINATION_BOUNDS[key];
    const number = typeof raw === 'string' && INTEGER.test(raw) ? Number(raw) : NaN;
    if (!(number >= bounds[0] && number <= bounds[1]))
      refuse(`pagination[${key}]: a whole number from ${bounds[0]} to ${bounds[1]}`);
    canonical[key] = number;
  }
  const other = Object.keys(value).find((key) => !Object.hasOwn(PAGINATION_BOUNDS, key));
  if (other !== undefined) refuse(`pagination[${other}] is not accepted`);
  return canonical;
};

// ---------- the request ----------

/**
 * `/api/<rest>`: the policy entry of a list or single-entry read, or a 403. Names are matched exactly: the
 * router would also answer /api/CASES, a URL the site never sends and a new key for the response cache.
 */
const entryOf = (rest) => {
  const [name, documentId, ...more] = rest.split('/');
  const entry = Object.hasOwn(PUBLIC_READS, name) ? PUBLIC_READS[name] : undefined;
  if (!entry || more.length || (documentId !== undefined && !DOCUMENT_ID.test(documentId))) {
    refuse('Not a public read', 403);
  }
  return entry;
};

// Each check refuses what the site does not send, or gives the parameter's canonical value (undefined: the same
// as leaving it out).
const PARAMETER_CHECKS = {
  populate: (value, entry, ctx) => checkPopulate(value, entry, ctx.attributesOf(entry.uid)),
  fields: (value, entry) => checkFields(value, entry),
  sort: (value, entry) => checkSort(value, entry),
  pagination: (value) => checkPagination(value),
  filters: (value, entry, ctx) => checkFilters(value, entry, ctx.attributesOf, refuse),
  // Drafts only for a reader with a preview token (src/utils/preview-token.js); `published` is the default.
  status: (value, entry, ctx) => {
    if (value === 'published') return undefined;
    if (ctx.drafts && value === 'draft') return value;
    return refuse(
      ctx.drafts ? 'status: "published" or "draft"' : 'status: only "published" (drafts are not public)',
      403,
    );
  },
};

/**
 * Checks a public GET against src/utils/public-read-policy.js: `{ problem }` when it is refused, else
 * `{ query }`, the read in canonical form (parameters in a fixed order, names sorted, numbers as numbers,
 * `status=published` left out), so that every spelling of one read gives one response cache key.
 *   rest          the path after `/api/` (`articles`, `articles/<documentId>`);
 *   urlBytes      length of the path and query string;
 *   readQuery     gives the query string as Strapi parses it (ctx.query: qs with strapi::query's options),
 *                 called only once the path and length are known to be acceptable;
 *   attributesOf  a content type's or component's attributes by uid (strapi.getModel(uid).attributes);
 *   drafts        whether the reader may ask for drafts (a preview token).
 * @returns {{ problem: { status: 400 | 403, message: string } } | { query: object }}
 */
const checkPublicRead = ({ rest, urlBytes, readQuery, attributesOf, drafts = false }) => {
  try {
    const entry = entryOf(rest);
    if (urlBytes > LIMITS.maxUrlBytes) refuse(`The address is longer than ${LIMITS.maxUrlBytes} bytes`);
    const ctx = { attributesOf: (uid) => attributesOf(uid) ?? refuse(`Unknown type ${uid}`, 403), drafts };
    const query = readQuery() ?? {};
    const canonical = {};
    for (const name of Object.keys(query)) if (!PARAMETERS.has(name)) refuse(`Unknown query parameter "${name}"`);
    for (const name of LIMITS.parameters) {
      if (!Object.hasOwn(query, name)) continue;
      const value = PARAMETER_CHECKS[name](query[name], entry, ctx);
      if (value !== undefined) canonical[name] = value;
    }
    return { query: canonical };
  } catch (error) {
    if (error instanceof Refusal) return { problem: { status: error.status, message: error.message } };
    throw error;
  }
};

/** Why a public GET is refused (`{ status, message }`), or null when it is one of the site's reads. */
const publicReadProblem = (read) => checkPublicRead(read).problem ?? null;

module.exports = { checkPublicRead, publicReadProblem };
