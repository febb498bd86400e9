'use strict';

const defaults = require('../seed/data/security-contact');

const UID = 'api::security-contact.security-contact';

/**
 * The security contact exists from the first boot, on a new database or one made before the type
 * existed: /.well-known/security.txt always names someone (editors change it in "Contacto de seguridad").
 */
const ensureSecurityContact = async (strapi) => {
  if (await strapi.documents(UID).findFirst()) return;
  await strapi.documents(UID).create({ data: { email: defaults.email } });
  strapi.log.info(`[linx] Contacto de seguridad creado: ${defaults.email}`);
};

module.exports = { ensureSecurityContact };
