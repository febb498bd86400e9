'use strict';

/**
 * Where each content type is seen on the site (docs/site.md): an article or a case on its own page
 * (by slug), the rest on the page that lists them. `null`: no page (an article without a slug yet).
 */
const ENTRY_PAGES = {
  'api::article.article': (slug) => `/blog/${slug}`,
  'api::case.case': (slug) => `/casos-exito/${slug}`,
};

const LIST_PAGES = {
  'api::category.category': '/blog',
  'api::material.material': '/recursos',
  'api::product.product': '/productos',
  'api::product-category.product-category': '/productos',
  'api::team-member.team-member': '/sobre-nosotros',
  'api::partner.partner': '/sobre-nosotros',
  'api::client-logo.client-logo': '/sobre-nosotros',
  'api::podcast-episode.podcast-episode': '/podcast',
};

/** The page that shows `entry` of the content type `uid`, or null. */
const pageOf = (uid, entry) => {
  if (ENTRY_PAGES[uid]) return entry?.slug ? ENTRY_PAGES[uid](entry.slug) : null;
  return LIST_PAGES[uid] ?? null;
};

module.exports = { pageOf, ENTRY_PAGES };
