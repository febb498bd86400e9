'use strict';

const { DEV_SECRETS } = require('../../config/dev-secrets');

/**
 * What a production start-up refuses (NODE_ENV=production): the checks are here so that a forgotten
 * setting stops the CMS with one clear message instead of running with public defaults.
 */
const isProduction = (env = process.env) => env.NODE_ENV === 'production';

const list = (value) =>
  String(value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Secret variables that are unset or hold their public development value (config/dev-secrets.js). */
const insecureSecrets = (env) =>
  Object.entries(DEV_SECRETS)
    .filter(([name, devValue]) => {
      const values = list(env[name]);
      return values.length === 0 || values.some((v) => [devValue].flat().includes(v));
    })
    .map(([name]) => name);

/** Problems found in the environment alone (no database needed); empty when ready. */
const environmentProblems = (env = process.env) => {
  const problems = [];
  const secrets = insecureSecrets(env);
  if (secrets.length) {
    problems.push(`${secrets.join(', ')} must be set to your own random values (missing or the public development default)`);
  }
  // With "*" Strapi's CORS echoes any origin and allows credentials.
  if (list(env.CORS_ORIGINS).includes('*')) {
    problems.push('CORS_ORIGINS=* would let any web site read the API with credentials: list the site origins');
  }
  return problems;
};

const refuse = (problems) => {
  throw new Error(`[linx] Refusing to start with NODE_ENV=production:\n  - ${problems.join('\n  - ')}\nSee cms/README.md, "Production".`);
};

/** Called from register(), before the database is opened. */
const assertProductionEnvironment = (env = process.env) => {
  if (!isProduction(env)) return;
  const problems = environmentProblems(env);
  if (problems.length) refuse(problems);
};

/**
 * Called from bootstrap() after the first-admin step, before the server listens: without an admin,
 * the first visitor of /admin would register as super admin. Once one exists the variables may go.
 */
const assertAdminExists = async (strapi, env = process.env) => {
  if (!isProduction(env) || (await strapi.service('admin::user').exists())) return;
  refuse([
    'no admin user exists: set CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD (8+ characters with a lower case letter, an upper case letter and a number) for the first start',
  ]);
};

module.exports = { assertProductionEnvironment, assertAdminExists, environmentProblems };
