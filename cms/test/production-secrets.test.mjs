// Issue 43, item 5: no known admin password, no guessable preview key. With NODE_ENV=production the CMS
// refuses a CMS_ADMIN_PASSWORD written in the repository or below the strength bar, a PREVIEW_SECRET worth less
// than 32 random bytes, and an admin user who still signs in with a password from the repository.
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { startCms } from '../scripts/lib/strapi-process.mjs';
import { databaseEnv, databaseLabel } from '../scripts/lib/test-database.mjs';

const require = createRequire(import.meta.url);
const { environmentProblems } = require('../src/utils/production-checks.js');
const { passwordProblem, secretProblem } = require('../src/utils/secret-strength.js');
const { REPO_PASSWORDS, isRepoPassword } = require('../src/utils/repo-passwords.js');

const CMS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.resolve(CMS_DIR, '..');
const random = (bytes = 16) => crypto.randomBytes(bytes).toString('base64');
const SECRETS = {
  APP_KEYS: `${random()},${random()}`,
  API_TOKEN_SALT: random(),
  ADMIN_JWT_SECRET: random(),
  TRANSFER_TOKEN_SALT: random(),
  JWT_SECRET: random(),
  ENCRYPTION_KEY: random(),
};
const strongPassword = () => `Aa1-${crypto.randomBytes(12).toString('base64url')}`;
const previewSecret = () => crypto.randomBytes(32).toString('base64url');
const PRODUCTION = { NODE_ENV: 'production', CMS_SEED: 'false', CORS_ORIGINS: 'https://www.linx.cl', ...SECRETS };

describe('production secrets: the bars', () => {
  it('refuses every password written in the repository, whatever its case, and weak ones', () => {
    for (const password of REPO_PASSWORDS) assert.match(passwordProblem(password), /repository/, password);
    assert.match(passwordProblem('CHANGEME2024'), /repository/);
    assert.match(passwordProblem('Abcdefghij1'), /too weak/, '11 characters');
    assert.match(passwordProblem('abcdefghijkl1'), /too weak/, 'two classes');
    assert.equal(passwordProblem(strongPassword()), null);
  });

  it('takes a preview key of 32 random bytes or more, and nothing shorter or repetitive', () => {
    assert.equal(secretProblem(previewSecret()), null);
    assert.equal(secretProblem(crypto.randomBytes(32).toString('hex')), null);
    assert.match(secretProblem(crypto.randomBytes(31).toString('base64url')), /32 random bytes/);
    assert.match(secretProblem(crypto.randomBytes(31).toString('hex')), /32 random bytes/);
    assert.match(secretProblem('abcd'.repeat(16)), /not random/);
    assert.match(secretProblem('secreto-de-vista-previa'), /32 random bytes/);
  });

  it('names CMS_ADMIN_PASSWORD and PREVIEW_SECRET among the production problems, and accepts them unset', () => {
    const problems = (env) => environmentProblems({ ...PRODUCTION, ...env }).join('\n');
    assert.match(problems({ CMS_ADMIN_PASSWORD: 'ChangeMe2024' }), /CMS_ADMIN_PASSWORD is a password written in the repository/);
    assert.match(problems({ CMS_ADMIN_PASSWORD: 'corta' }), /CMS_ADMIN_PASSWORD is too weak/);
    assert.match(problems({ PREVIEW_SECRET: 'x'.repeat(42) }), /PREVIEW_SECRET is shorter than 32 random bytes/);
    assert.equal(problems({ CMS_ADMIN_PASSWORD: strongPassword(), PREVIEW_SECRET: previewSecret() }), '');
    assert.equal(problems({}), '');
  });

  it('lists every password literal written in the repository, and .env.example holds none', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.(m?[jt]sx?|cjs|json|md|ya?ml|sh|example)$|(^|\/)\.env[^/]*$/.test(file))
      .filter((file) => !/(^|\/)(node_modules|package-lock\.json$)/.test(file));
    const literals = [
      /password['"]?\s*[:=]\s*['"`]([^'"`\s]{6,})['"`]/gi, // password: 'x', "CMS_ADMIN_PASSWORD": "x", password = 'x'
      /PASSWORD\s*\?\?\s*['"`]([^'"`\s]{6,})['"`]/g, // process.env.X_PASSWORD ?? 'x'
      /PASSWORD=([^\s'"`#<>.]{6,})/g, // CMS_ADMIN_PASSWORD=x (env files, shell, docs)
    ];
    const unlisted = [];
    for (const file of files) {
      const full = path.join(ROOT, file);
      if (!fs.existsSync(full) || fs.statSync(full).size > 1_000_000) continue;
      const text = fs.readFileSync(full, 'utf8');
      for (const pattern of literals) {
        for (const [, password] of text.matchAll(pattern)) {
          // A value made at run time (a template literal) or a pattern is no literal password.
          if (password.includes('${') || password.startsWith('\\')) continue;
          if (!isRepoPassword(password)) unlisted.push(`${file}: ${password}`);
        }
      }
    }
    assert.deepEqual(unlisted, [], 'add these to cms/src/utils/repo-passwords.js');
    assert.doesNotMatch(fs.readFileSync(path.join(CMS_DIR, '.env.example'), 'utf8'), /^CMS_ADMIN_PASSWORD=\S/m);
  });
});

describe(`production secrets: start-up (${databaseLabel()})`, { timeout: 300_000 }, () => {
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-cms-secrets-'));
  after(() => fs.rmSync(tmpDir, { recursive: true, force: true }));

  /** Boots with `env`; resolves to the output of a refused start. */
  const refusal = async (dbFile, env) => {
    try {
      const cms = await startCms({ dbFile, timeoutMs: 180_000, env });
      await cms.stop();
    } catch (error) {
      assert.match(error.message, /CMS exited early/, error.message);
      return error.message;
    }
    assert.fail('the CMS started');
  };

  it("refuses the example file's password and a short preview key, naming both", async () => {
    const out = await refusal(path.join(tmpDir, 'env.db'), {
      ...PRODUCTION,
      CMS_ADMIN_EMAIL: 'admin@linx.cl',
      CMS_ADMIN_PASSWORD: 'ChangeMe2024',
      PREVIEW_SECRET: crypto.randomBytes(16).toString('base64url'),
    });
    assert.match(out, /Refusing to start with NODE_ENV=production/);
    assert.match(out, /CMS_ADMIN_PASSWORD is a password written in the repository/);
    assert.match(out, /PREVIEW_SECRET is shorter than 32 random bytes/);
  });

  it('refuses while an admin signs in with a password from the repository, and starts once it is changed', async () => {
    const dbFile = path.join(tmpDir, 'admin.db');
    // A first admin made in development from a copied .env.example.
    const dev = await startCms({
      dbFile,
      timeoutMs: 180_000,
      env: { NODE_ENV: 'development', CMS_SEED: 'false', CMS_ADMIN_EMAIL: 'admin@linx.cl', CMS_ADMIN_PASSWORD: 'ChangeMe2024' },
    });
    await dev.stop();
    const production = { ...PRODUCTION, CMS_ADMIN_EMAIL: '', CMS_ADMIN_PASSWORD: '', PREVIEW_SECRET: previewSecret() };
    const out = await refusal(dbFile, production);
    assert.match(out, /admin@linx\.cl sign in with a password written in the repository/);

    // What the refusal says to do: reset the password with Strapi's command (outside production mode).
    execFileSync(
      process.execPath,
      [
        'node_modules/@strapi/strapi/bin/strapi.js',
        'admin:reset-user-password',
        '--email=admin@linx.cl',
        `--password=${strongPassword()}`,
      ],
      {
        cwd: CMS_DIR,
        env: { ...process.env, NODE_ENV: 'development', CMS_SEED: 'false', LOG_LEVEL: 'warn', ...(await databaseEnv(dbFile)) },
        stdio: 'pipe',
        timeout: 180_000,
      },
    );
    const cms = await startCms({ dbFile, timeoutMs: 180_000, env: production });
    assert.equal((await fetch(`${cms.baseUrl}/api/categories`)).status, 200);
    await cms.stop();
  });
});
