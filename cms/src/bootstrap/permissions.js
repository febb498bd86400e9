'use strict';

const { PUBLIC_ACTIONS } = require('../utils/content-types');

const PERMISSION = 'plugin::users-permissions.permission';

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

module.exports = { ensurePublicPermissions };
