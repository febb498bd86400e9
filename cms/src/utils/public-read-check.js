'use strict';

const { PUBLIC_READS, LIMITS } = require('./public-read-policy');

// Attribute types a filter may compare with a value (relations, media, components and JSON are not columns).
const SCALAR_TYPES = new Set([
  'string',
  'text',
  'richtext',
  'uid',
  'email',
  'enumeration',
  'integer',
  'biginteger',
  'float',
  'decimal',
  'boolean',
  'date',
  'datetime',
  'time',
  'timestamp',
]);
// Every content type has these, whatever its schema says.
const BUILT_IN = { id: { type: 'integer' }, documentId: { type: 'string' } };
const OPERATORS = new Set(LIMITS.filterOperators);
const LIST_OPERATORS = new Set(['$in', '$notIn', '$between']);
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
    return;
  }
  for (const path of collectPopulate(value, '', [])) {
    if (!allowed.has(path)) refuse(`populate: "${path}" is not a public read of this type`);
  }
};

// ---------- fields, sort, pagination ----------

const checkFields = (value, entry) => {
  const names = namesOf(value, 'fields');
  if (names.length > LIMITS.maxFields) refuse(`fields: more than ${LIMITS.maxFields}`);
  const allowed = new Set(['id', 'documentId', ...entry.fields]);
  for (const name of names) if (!allowed.has(name)) refuse(`fields: "${name}" is not a public read of this type`);
};

const checkSort = (value, entry) => {
  let keys;
  if (isPlainObject(value)) keys = Object.entries(value).map(([name, order]) => `${name}:${order}`);
  else keys = namesOf(value, 'sort');
  if (keys.length > LIMITS.maxSortKeys) refuse(`sort: more than ${LIMITS.maxSortKeys} keys`);
  const allowed = new Set(['id', ...entry.sort]);
  for (const key of keys) {
    const match = SORT_KEY.exec(key);
    if (!match || !allowed.has(match[1])) refuse(`sort: "${key}" is not a public read of this type`);
  }
};

const PAGINATION_BOUNDS = {
  page: [1, LIMITS.maxPage],
  pageSize: [1, LIMITS.maxPageSize],
  limit: [1, LIMITS.maxPageSize],
  start: [0, LIMITS.maxStart],
};

const checkPagination = (value) => {
  if (!isPlainObject(value)) refuse('pagination: expected pagination[page], [pageSize], [start] or [limit]');
  for (const [key, raw] of Object.entries(value)) {
    if (key === 'withCount') {
      if (raw !== 'true' && raw !== 'false') refuse('pagination[withCount]: true or false');
      continue;
    }
    const bounds = PAGINATION_BOUNDS[key];
    if (!bounds) refuse(`pagination[${key}] is not accepted`);
    const number = typeof raw === 'string' && INTEGER.test(raw) ? Number(raw) : NaN;
    if (!(number >= bounds[0] && number <= bounds[1]))
      refuse(`pagination[${key}]: a whole number from ${bounds[0]} to ${bounds[1]}`);
  }
};

// ---------- filters ----------

const checkValue = (operator, value, path) => {
  const single = (item) => item === null || typeof item === 'string';
  if (LIST_OPERATORS.has(operator)) {
    const items = Array.isArray(value) ? value : [value];
    if (items.length > LIMITS.maxFilterListValues)
      refuse(`filters ${path}: more than ${LIMITS.maxFilterListValues} values`);
    if (!items.every(single)) refuse(`filters ${path}: a list of values`);
  } else if (!single(value)) {
    refuse(`filters ${path}: one value`);
  }
};

/** A field's condition: a value (equality) or { $operator: value, ... }. */
const checkCondition = (value, path, state) => {
  const count = () => {
    state.conditions += 1;
    if (state.conditions > LIMITS.maxFilterConditions)
      refuse(`filters: more than ${LIMITS.maxFilterConditions} conditions`);
  };
  if (!isPlainObject(value)) {
    checkValue('$eq', value, path);
    count();
    return;
  }
  for (const [operator, operand] of Object.entries(value)) {
    if (!OPERATORS.has(operator)) refuse(`filters ${path}: operator "${operator}" is not accepted`);
    checkValue(operator, operand, `${path}[${operator}]`);
    count();
  }
};

/**
 * A filters object on the type `uid`: fields with conditions, $and/$or lists, $not, and the fields of a related
 * type or component one level down.
 */
const checkFilters = (value, uid, ctx, { relations = 0, nesting = 0, path = 'filters' } = {}) => {
  if (!isPlainObject(value)) refuse(`${path}: expected an object`);
  if (nesting > LIMITS.maxFilterNesting) refuse(`filters: nested more than ${LIMITS.maxFilterNesting} levels`);
  const attributes = { ...ctx.attributesOf(uid), ...BUILT_IN };
  for (const [key, sub] of Object.entries(value)) {
    const here = `${path}[${key}]`;
    const deeper = { relations, nesting: nesting + 1, path: here };
    if (key === '$and' || key === '$or') {
      const items = Array.isArray(sub)
        ? sub
        : isPlainObject(sub)
          ? Object.values(sub)
          : refuse(`${here}: expected a list`);
      for (const item of items) checkFilters(item, uid, ctx, deeper);
    } else if (key === '$not') {
      checkFilters(sub, uid, ctx, deeper);
    } else {
      const attribute = Object.hasOwn(attributes, key) ? attributes[key] : undefined;
      if (!attribute || attribute.private) refuse(`${here}: not a field of this type`);
      if (SCALAR_TYPES.has(attribute.type)) {
        checkCondition(sub, here, ctx.state);
      } else if (
        (attribute.type === 'relation' && String(attribute.target).startsWith('api::')) ||
        attribute.type === 'component'
      ) {
        if (relations >= 1) refuse(`${here}: filters go through one relation at most`);
        checkFilters(sub, attribute.target ?? attribute.component, ctx, { ...deeper, relations: relations + 1 });
      } else {
        refuse(`${here}: cannot be filtered`);
      }
    }
  }
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

const PARAMETER_CHECKS = {
  populate: (value, entry, ctx) => checkPopulate(value, entry, ctx.attributesOf(entry.uid)),
  fields: (value, entry) => checkFields(value, entry),
  sort: (value, entry) => checkSort(value, entry),
  pagination: (value) => checkPagination(value),
  filters: (value, entry, ctx) => checkFilters(value, entry.uid, ctx),
  // Drafts only for a reader with a preview token (src/utils/preview-token.js).
  status: (value, entry, ctx) =>
    value === 'published' ||
    (ctx.drafts && value === 'draft') ||
    refuse(ctx.drafts ? 'status: "published" or "draft"' : 'status: only "published" (drafts are not public)', 403),
  locale: (value) =>
    (typeof value === 'string' && /^[a-z]{2,3}(-[a-z0-9]{2,8}){0,2}$/i.test(value)) || refuse('locale: a locale code'),
};

/**
 * Why a public GET is refused, or null when it is one of the reads of src/utils/public-read-policy.js.
 *   rest          the path after `/api/` (`articles`, `articles/<documentId>`);
 *   urlBytes      length of the path and query string;
 *   readQuery     gives the query string as Strapi parses it (ctx.query: qs with strapi::query's options),
 *                 called only once the path and length are known to be acceptable;
 *   attributesOf  a content type's or component's attributes by uid (strapi.getModel(uid).attributes);
 *   drafts        whether the reader may ask for drafts (a preview token).
 * @returns {{ status: 400 | 403, message: string } | null}
 */
const publicReadProblem = ({ rest, urlBytes, readQuery, attributesOf, drafts = false }) => {
  try {
    const entry = entryOf(rest);
    if (urlBytes > LIMITS.maxUrlBytes) refuse(`The address is longer than ${LIMITS.maxUrlBytes} bytes`);
    const ctx = {
      attributesOf: (uid) => attributesOf(uid) ?? refuse(`Unknown type ${uid}`, 403),
      state: { conditions: 0 },
      drafts,
    };
    for (const [name, value] of Object.entries(readQuery() ?? {})) {
      if (!PARAMETERS.has(name)) refuse(`Unknown query parameter "${name}"`);
      PARAMETER_CHECKS[name](value, entry, ctx);
    }
    return null;
  } catch (error) {
    if (error instanceof Refusal) return { status: error.status, message: error.message };
    throw error;
  }
};

module.exports = { publicReadProblem };
