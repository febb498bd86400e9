'use strict';

const { PUBLIC_ACTIONS: CONTENT_ACTIONS } = require('../utils/content-types');

const PERMISSION = 'plugin::users-permissions.permission';

/** What the company changes (docs/decisions.md 8): the team roster, partners, client logos, podcast episodes. */
const COMPANY_READ_TYPES = [
  'api::team-member.team-member',
  'api::partner.partner',
  'api::client-logo.client-logo',
  'api::podcast-episode.podcast-episode',
];

/** What the site's server reads: the redirects it answers for old addresses (docs/editorial-workflow.md). */
const SERVER_READ_TYPES = ['api::redirect.redirect'];
/** Single types the site's server reads (one `find` each): security.txt's contact (docs/site.md §2). */
const SERVER_READ_SINGLE_TYPES = ['api::security-contact.security-contact'];
/** Pages built from sections (docs/decisions.md 13): the marketing pages and editors' campaign pages. */
const PAGE_READ_TYPES = ['api::page.page'];

/** Every action the Public role holds: `find` and `findOne` of each type the site reads. */
const PUBLIC_ACTIONS = [
  ...new Set([
    ...CONTENT_ACTIONS,
    ...[...COMPANY_READ_TYPES, ...SERVER_READ_TYPES, ...PAGE_READ_TYPES].flatMap((uid) => [`${uid}.find`, `${uid}.findOne`]),
    ...SERVER_READ_SINGLE_TYPES.map((uid) => `${uid}.find`),
  ]),
];

/**
 * Makes the Public role able to read the site's content types and nothing else.
 * Idempotent; runs on every boot, so public access is defined here in code, not by hand in the panel.
 * (Strapi grants the public role its auth endpoints, e.g. register, by default: those are removed.)
 */
const ensurePublicPermissions = async (strapi) => {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) {
    strapi.log.warn('[linx] Public role not found: public read permissions not set');
    return;
  }
  const current = await strapi.db.query(PERMISSION).findMany({ where: { role: role.id } });
  const have = new Set(current.map((p) => p.action));

  for (const action of PUBLIC_ACTIONS) {
    if (!have.has(action)) await strapi.db.query(PERMISSION).create({ data: { action, role: role.id } });
  }
  const extra = current.filter((p) => !PUBLIC_ACTIONS.includes(p.action));
  for (const p of extra) await strapi.db.query(PERMISSION).delete({ where: { id: p.id } });

  const added = PUBLIC_ACTIONS.filter((a) => !have.has(a)).length;
  if (added || extra.length) {
    strapi.log.info(`[linx] Public role: ${added} read permission(s) granted, ${extra.length} other permission(s) removed`);
  }
};

module.exports = { ensurePublicPermissions, COMPANY_READ_TYPES, PAGE_READ_TYPES, PUBLIC_ACTIONS };
