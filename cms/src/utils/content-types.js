'use strict';

/** The content types the site reads; the Public role may `find`/`findOne` these and nothing else. */
const PUBLIC_READ_TYPES = [
  'api::article.article',
  'api::category.category',
  'api::case.case',
  'api::material.material',
  'api::product-category.product-category',
  'api::product.product',
];

const PUBLIC_ACTIONS = PUBLIC_READ_TYPES.flatMap((uid) => [`${uid}.find`, `${uid}.findOne`]);

module.exports = { PUBLIC_READ_TYPES, PUBLIC_ACTIONS };
