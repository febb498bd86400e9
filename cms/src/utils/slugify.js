'use strict';

/** "Centro Comercial Portal Oriente" → "centro-comercial-portal-oriente": Strapi's uid shape, accents dropped. */
const slugify = (text) =>
  String(text)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'caso';

module.exports = { slugify };
