// Production start-up (issue 15, items 5-7): with NODE_ENV=production the CMS refuses to start on
// public development secrets, CORS_ORIGINS=* or without a way to create the first admin, and says why.
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { startCms } from '../scripts/lib/strapi-process.mjs';
import { databaseLabel } from '../scripts/lib/test-database.mjs';

const require = createRequire(import.meta.url);
const { DEV_SECRETS } = require('../config/dev-secrets.js');

const SECRET_NAMES = Object.keys(DEV_SECRETS);
const random = () => crypto.randomBytes(16).toString('base64');
const SECRETS = {
  APP_KEYS: `${random()},${random()}`,
  API_TOKEN_SALT: random(),
  ADMIN_JWT_SECRET: random(),
  TRANSFER_TOKEN_SALT: random(),
  JWT_SECRET: random(),
  ENCRYPTION_KEY: random(),
};
// A password of its own: production refuses the ones written in the repository (production-secrets.test.mjs).
const ADMIN = { CMS_ADMIN_EMAIL: 'editor@linx.cl', CMS_ADMIN_PASSWORD: `Ed1-${crypto.randomBytes(12).toString('base64url')}` };
const PRODUCTION = {
  NODE_ENV: 'production',
  CMS_SEED: 'false',
  CORS_ORIGINS: 'https://www.linx.cl',
  CMS_ADMIN_EMAIL: '',
  CMS_ADMIN_PASSWORD: '',
};
const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-cms-prod-'));
let n = 0;
const freshDb = () => path.join(tmpDir, `data-${(n += 1)}.db`);

/** Boots in production with `env`; resolves to the start-up output of a refused start. */
const refusal = async (env, dbFile = freshDb()) => {
  try {
    const cms = await startCms({ dbFile, env: { ...PRODUCTION, ...env } });
    await cms.stop();
  } catch (error) {
    assert.match(error.message, /CMS exited early/, error.message);
    return error.message;
  }
  assert.fail('the CMS started');
};

describe(`LINX CMS production start-up (${databaseLabel()})`, { timeout: 180_000 }, () => {
  after(() => fs.rmSync(tmpDir, { recursive: true, force: true }));

  it('refuses to start without the secrets, naming each missing variable', async () => {
    const out = await refusal(Object.fromEntries(SECRET_NAMES.map((name) => [name, ''])));
    assert.match(out, /Refusing to start with NODE_ENV=production/);
    for (const name of SECRET_NAMES) assert.ok(out.includes(name), `${name} not named:\n${out}`);
  });

  it('refuses a secret equal to its development value, naming only that one', async () => {
    const out = await refusal({
      ...SECRETS,
      ...ADMIN,
      JWT_SECRET: DEV_SECRETS.JWT_SECRET,
      APP_KEYS: `${random()},${DEV_SECRETS.APP_KEYS[1]}`,
    });
    const named = SECRET_NAMES.filter((name) => new RegExp(`\\b${name}\\b`).test(out));
    assert.deepEqual(named, ['APP_KEYS', 'JWT_SECRET'], out);
  });

  it('refuses CORS_ORIGINS=*', async () => {
    const out = await refusal({ ...SECRETS, ...ADMIN, CORS_ORIGINS: 'https://www.linx.cl,*' });
    assert.match(out, /CORS_ORIGINS=\*/);
  });

  it('refuses to start with no admin and no CMS_ADMIN_EMAIL/CMS_ADMIN_PASSWORD', async () => {
    const out = await refusal(SECRETS);
    assert.match(out, /no admin user exists: set CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD/);
  });

  it('refuses a CMS_ADMIN_PASSWORD too weak to create the first admin', async () => {
    const out = await refusal({ ...SECRETS, ...ADMIN, CMS_ADMIN_PASSWORD: 'short' });
    assert.match(out, /CMS_ADMIN_PASSWORD is too weak/);
  });

  it('starts with its own secrets and first admin, and later without the admin variables', async () => {
    const dbFile = freshDb();
    let cms = await startCms({ dbFile, env: { ...PRODUCTION, ...SECRETS, ...ADMIN } });
    const login = await fetch(`${cms.baseUrl}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.CMS_ADMIN_EMAIL, password: ADMIN.CMS_ADMIN_PASSWORD }),
    });
    assert.equal(login.status, 200, 'the first admin logs in');
    await cms.stop();
    cms = await startCms({ dbFile, env: { ...PRODUCTION, ...SECRETS } });
    assert.equal((await fetch(`${cms.baseUrl}/api/categories`)).status, 200);
    await cms.stop();
  });
});
