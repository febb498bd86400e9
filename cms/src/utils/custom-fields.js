'use strict';

// The CMS's own custom fields (plugin-less, `global::<name>`), each stored as a Strapi type: their one
// list, registered by src/index.js and read wherever a schema file is read without Strapi (tests, checks).
const CUSTOM_FIELDS = [
  // The sections' icon field: picked from the icons' drawings in the admin (src/admin/icon-picker).
  { name: 'icon', type: 'enumeration' },
  // Articles', cases' and products' slugs: a uid that follows its title in the admin until edited (src/admin/slug-input).
  { name: 'slug', type: 'uid' },
];

/** The type an attribute is stored as: a custom field's registered type, else its own (as Strapi loads it). */
const storedType = (attribute) =>
  attribute.type === 'customField'
    ? CUSTOM_FIELDS.find((field) => attribute.customField === `global::${field.name}`)?.type
    : attribute.type;

module.exports = { CUSTOM_FIELDS, storedType };
