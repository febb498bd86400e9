'use strict';

/**
 * Where each content type is seen on the site (docs/site.md): an article or a case on its own page
 * (by slug), a page built from sections at its own path, the rest on the page that lists them. `null`:
 * no page (an article without a slug yet). `field` is the entry's field its address is made from; `listPage`
 * the page that lists such entries (where redirects to a deleted one lead), null for pages.
 */
const ENTRY_PAGES = {
  'api::article.article': { field: 'slug', pageOf: (slug) => `/blog/${slug}`, listPage: '/blog' },
  'api::case.case': { field: 'slug', pageOf: (slug) => `/casos-exito/${slug}`, listPage: '/casos-exito' },
  'api::page.page': { field: 'path', pageOf: (path) => path, listPage: null },
};

const LIST_PAGES = {
  'api::category.category': '/blog',
  'api::material.material': '/recursos',
  'api::product.product': '/productos',
  'api::product-category.product-category': '/productos',
  'api::team-member.team-member': '/sobre-nosotros',
  'api::partner.partner': '/sobre-nosotros',
  'api::client-logo.client-logo': '/', // the home's client logos
  'api::podcast-episode.podcast-episode': '/podcast',
};

/** The page that shows `entry` of the content type `uid`, or null. */
const pageOf = (uid, entry) => {
  const own = ENTRY_PAGES[uid];
  if (own) return entry?.[own.field] ? own.pageOf(entry[own.field]) : null;
  return LIST_PAGES[uid] ?? null;
};

module.exports = { pageOf, ENTRY_PAGES };
