'use strict';

const { LIMITS } = require('./public-read-policy');

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
const WHOLE_NUMBER_TYPES = new Set(['integer', 'biginteger']);
// Every content type has these, whatever its schema says.
const BUILT_IN = { id: { type: 'integer' }, documentId: { type: 'string' } };
const INTEGER = /^\d{1,9}$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

const isPlainObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** One value of the attribute's kind: `true`/`false`, digits, or a short text without control characters. */
const checkValue = (attribute, value, here, refuse) => {
  if (typeof value !== 'string') refuse(`${here}: one value`);
  if (attribute.type === 'boolean') {
    if (value !== 'true' && value !== 'false') refuse(`${here}: true or false`);
  } else if (WHOLE_NUMBER_TYPES.has(attribute.type)) {
    if (!INTEGER.test(value)) refuse(`${here}: a whole number`);
  } else if (value === '' || value.length > LIMITS.maxFilterValueChars || CONTROL.test(value)) {
    refuse(`${here}: a text of 1 to ${LIMITS.maxFilterValueChars} characters without control characters`);
  }
};

const isRelation = (attribute) =>
  (attribute.type === 'relation' && String(attribute.target).startsWith('api::')) || attribute.type === 'component';

/**
 * The filters of a public read: only the conditions of the type's policy entry (`entry.filters`: a field or
 * "relation.field" and its operators), each with one value, as `filters[<field>][<operator>]=<value>`. No
 * `$and`/`$or`/`$not`, no shorthand equality (`filters[slug]=x`), no other field or operator.
 * Returns the conditions as sorted [path, operator, value] triples: the same filters however they were
 * spelled or ordered (the response cache's key, src/middlewares/public-read-guard.js).
 *   attributesOf  a content type's or component's attributes by uid;
 *   refuse        throws the refusal with its message.
 */
const checkFilters = (value, entry, attributesOf, refuse) => {
  const allowed = entry.filters ?? {};
  const conditions = [];
  const walk = (node, uid, prefix, path) => {
    if (!isPlainObject(node)) refuse(`${path}: expected ${path}[<field>][<operator>]=<value>`);
    const attributes = { ...attributesOf(uid), ...BUILT_IN };
    for (const [key, sub] of Object.entries(node)) {
      const here = `${path}[${key}]`;
      const name = `${prefix}${key}`;
      if (key.startsWith('$')) refuse(`${here}: "${key}" is not accepted (a public read filters by fields only)`);
      const attribute = Object.hasOwn(attributes, key) && !attributes[key].private ? attributes[key] : undefined;
      if (attribute && SCALAR_TYPES.has(attribute.type) && Object.hasOwn(allowed, name)) {
        if (!isPlainObject(sub) || Object.keys(sub).length === 0) refuse(`${here}: expected ${here}[<operator>]=<value>`);
        for (const [operator, operand] of Object.entries(sub)) {
          if (!allowed[name].includes(operator)) refuse(`${here}: operator "${operator}" is not accepted`);
          // `$notNull` asks for the entries that have the field (the pages with a label): `true` alone.
          if (operator === '$notNull') {
            if (operand !== 'true') refuse(`${here}[${operator}]: true`);
          } else checkValue(attribute, operand, `${here}[${operator}]`, refuse);
          conditions.push([name, operator, operand]);
        }
      } else if (attribute && isRelation(attribute) && Object.keys(allowed).some((p) => p.startsWith(`${name}.`))) {
        walk(sub, attribute.target ?? attribute.component, `${name}.`, here);
      } else {
        refuse(`${here}: not a filter of this type`);
      }
    }
  };
  walk(value, entry.uid, '', 'filters');
  return conditions.sort((a, b) => (a.join('\u0000') < b.join('\u0000') ? -1 : 1));
};

module.exports = { checkFilters };
