// Boots the CMS (`strapi start`, admin panel off) as a child process on loopback, for tests and benchmarks.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freeLoopbackPort } from '../../../scripts/lib/test-postgres.mjs';
import { databaseEnv } from './test-database.mjs';

export const CMS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const STRAPI_BIN = path.join(CMS_DIR, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');

export const freePort = freeLoopbackPort;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts Strapi on 127.0.0.1:<port> with the given SQLite file (or its PostgreSQL database, see
 * test-database.mjs) and waits until the API answers. Its Media Library goes to `<dbFile>-public/uploads`
 * (CMS_PUBLIC_DIR), beside the database and removed with it, never to cms/public.
 * @returns {Promise<{ baseUrl: string, port: number, publicDir: string, child: import('node:child_process').ChildProcess, output: () => string, stop: () => Promise<void> }>}
 */
export const startCms = async ({ dbFile, port, timeoutMs = 120_000, env = {} } = {}) => {
  const p = port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${p}`;
  const database = await databaseEnv(dbFile);
  const publicDir = env.CMS_PUBLIC_DIR ?? `${dbFile}-public`;
  fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  let out = '';
  const child = spawn(process.execPath, [STRAPI_BIN, 'start'], {
    cwd: CMS_DIR,
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV || 'development',
      HOST: '127.0.0.1',
      PORT: String(p),
      ...database,
      CMS_SERVE_ADMIN: 'false',
      CMS_PUBLIC_URL: baseUrl,
      CMS_PUBLIC_DIR: publicDir,
      STRAPI_TELEMETRY_DISABLED: 'true',
      STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
      BROWSER: 'none',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  let exited = null;
  const exitPromise = new Promise((resolve) => child.on('exit', (code, signal) => resolve((exited = { code, signal }))));

  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exitPromise;
    clearTimeout(timer);
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`CMS exited early (${JSON.stringify(exited)}):\n${out}`);
    try {
      const res = await fetch(`${baseUrl}/api/categories`);
      if (res.status === 200) return { baseUrl, port: p, publicDir, child, output: () => out, stop };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`CMS did not answer within ${timeoutMs} ms:\n${out}`);
};

/** An admin JWT for the CMS's admin API (what the admin panel uses), signing in as `email`. */
export const adminLogin = async (cms, { email, password }) => {
  const login = await fetch(`${cms.baseUrl}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`admin login: HTTP ${login.status}`);
  return (await login.json()).data.token;
};

/**
 * A staff member with a role of their own, as an administrator adds one: the role with `permissions`, the
 * invitation, the registration with `password`. `admin(method, path, body)` calls the admin API as an
 * administrator and answers `{ status, body }`. Resolves with the new member's admin JWT.
 */
export const signUpStaff = async (cms, admin, { role, permissions, firstname, lastname, email, password }) => {
  const check = (step, answer, status) => {
    if (answer.status !== status) throw new Error(`${step}: HTTP ${answer.status} ${JSON.stringify(answer.body)}`);
  };
  const created = await admin('POST', '/admin/roles', role);
  check('role', created, 201);
  check('permissions', await admin('PUT', `/admin/roles/${created.body.data.id}/permissions`, { permissions }), 200);
  const invited = await admin('POST', '/admin/users', { firstname, lastname, email, roles: [created.body.data.id] });
  check('invitation', invited, 201);
  const registered = await fetch(`${cms.baseUrl}/admin/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      registrationToken: invited.body.data.registrationToken,
      userInfo: { firstname, lastname, password },
    }),
  });
  check('registration', { status: registered.status, body: await registered.text() }, 200);
  return adminLogin(cms, { email, password });
};
