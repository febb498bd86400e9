'use strict';

const { DEV_SECRETS } = require('../../config/dev-secrets');
const { passwordProblem, secretProblem } = require('./secret-strength');
const { REPO_PASSWORDS } = require('./repo-passwords');

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
  // The first admin's password: never one written in the repository, never weak (src/utils/secret-strength.js).
  const adminPassword = env.CMS_ADMIN_PASSWORD;
  const passwordIssue = adminPassword ? passwordProblem(adminPassword) : null;
  if (passwordIssue) problems.push(`CMS_ADMIN_PASSWORD ${passwordIssue}`);
  // Preview tokens open drafts: their key must not be guessable. Unset, preview is off.
  const previewIssue = env.PREVIEW_SECRET ? secretProblem(env.PREVIEW_SECRET) : null;
  if (previewIssue) {
    problems.push(
      `PREVIEW_SECRET ${previewIssue}: generate one with node -e "console.log(require('crypto').randomBytes(32).toString('base64url'))"`,
    );
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
    'no admin user exists: set CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD (12+ characters with at least three of lower case, upper case, digits and symbols, not one written in the repository) for the first start',
  ]);
};

/**
 * Called from bootstrap() in production: an admin user who still signs in with a password written in this
 * repository (say, a first admin made from a copied .env.example) stops the start-up until it is changed.
 */
const assertNoRepoPasswordAdmins = async (strapi, env = process.env) => {
  if (!isProduction(env)) return;
  const users = await strapi.db.query('admin::user').findMany({ select: ['email', 'password'], where: { isActive: true } });
  const auth = strapi.service('admin::auth');
  const exposed = [];
  for (const user of users) {
    for (const password of REPO_PASSWORDS) {
      if (user.password && (await auth.validatePassword(password, user.password))) {
        exposed.push(user.email);
        break;
      }
    }
  }
  if (exposed.length) {
    refuse([
      `the admin user(s) ${exposed.join(', ')} sign in with a password written in the repository: change it with NODE_ENV=development npx strapi admin:reset-user-password --email=<email> --password=<new password> (cms/README.md, "Production")`,
    ]);
  }
};

module.exports = { assertProductionEnvironment, assertAdminExists, assertNoRepoPasswordAdmins, environmentProblems };
