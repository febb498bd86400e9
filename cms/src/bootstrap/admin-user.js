'use strict';

/**
 * Creates the first admin (super admin) from CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD when no admin exists yet.
 * Without those variables the panel asks for the first admin at /admin on first visit, as Strapi does by default.
 */
const ensureFirstAdmin = async (strapi) => {
  const email = process.env.CMS_ADMIN_EMAIL;
  const password = process.env.CMS_ADMIN_PASSWORD;
  if (!email || !password) return;

  // Same rules as the admin panel's own sign-up form.
  if (password.length < 8 || !/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password)) {
    strapi.log.error('[linx] CMS_ADMIN_PASSWORD needs at least 8 characters with a lowercase letter, an uppercase letter and a number: admin not created');
    return;
  }

  const users = strapi.service('admin::user');
  if (await users.exists()) return;

  try {
    await users.createFirstAdmin({
      email: email.toLowerCase(),
      password,
      firstname: process.env.CMS_ADMIN_FIRSTNAME || 'Admin',
      lastname: process.env.CMS_ADMIN_LASTNAME || 'LINX',
    });
    strapi.log.info(`[linx] First admin user created: ${email.toLowerCase()}`);
  } catch (error) {
    strapi.log.error(`[linx] Could not create the first admin user: ${error.message}`);
  }
};

module.exports = { ensureFirstAdmin };
