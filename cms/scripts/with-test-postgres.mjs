#!/usr/bin/env node
// Runs a command (default: the CMS integration tests, `node --test test/`) against a throw-away
// PostgreSQL cluster: initdb + pg_ctl in a temporary folder, as an unprivileged user (`postgres`,
// created if missing, when run as root), listening on a free loopback port only. The cluster is
// stopped and deleted afterwards, also when the command fails or is interrupted.
//   npm run test:postgres
//   node scripts/with-test-postgres.mjs node --test test/cms.integration.test.mjs
// PG_BIN: folder of initdb and pg_ctl (default: the newest /usr/lib/postgresql/<version>/bin).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { CMS_DIR, freePort } from './lib/strapi-process.mjs';

const PG_USER = 'linx';
const OS_USER = 'postgres';
const asRoot = process.getuid?.() === 0;

const findPgBin = () => {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb'))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (!versions.length) {
    throw new Error('PostgreSQL server binaries not found: install them (Debian: apt-get install postgresql) or set PG_BIN');
  }
  return path.join(root, versions[0], 'bin');
};

/** initdb refuses root: as root, run the server tools as the `postgres` system user. */
const ensureOsUser = () => {
  if (spawnSync('id', ['-u', OS_USER]).status === 0) return;
  execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', OS_USER]);
};

const pgTool = (bin, tool, args) => {
  const [command, argv] = asRoot ? ['runuser', ['-u', OS_USER, '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
  const result = spawnSync(command, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${tool} failed (${result.status}):\n${result.stdout}${result.stderr}`);
};

// Ctrl-C or SIGTERM stops the command, then the clean-up below still runs.
let command = null;
let interrupted = false;
const onSignal = (signal) => {
  interrupted = true;
  command?.kill(signal);
};
process.on('SIGINT', onSignal).on('SIGTERM', onSignal);

const runCommand = (argv, env) =>
  new Promise((resolve) => {
    if (interrupted) return resolve(130);
    command = spawn(argv[0], argv.slice(1), { cwd: CMS_DIR, env, stdio: 'inherit' });
    command.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const stopCluster = (bin, data) => {
  try {
    pgTool(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  } catch (error) {
    console.error(error.message);
    pgTool(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  }
};

const main = async () => {
  const bin = findPgBin();
  const argv = process.argv.length > 2 ? process.argv.slice(2) : [process.execPath, '--test', 'test/'];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-cms-pg-'));
  const data = path.join(dir, 'data');
  const password = crypto.randomBytes(18).toString('base64url');
  let started = false;
  try {
    fs.writeFileSync(path.join(dir, 'pwfile'), `${password}\n`, { mode: 0o600 });
    if (asRoot) {
      ensureOsUser();
      const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, OS_USER], { encoding: 'utf8' })));
      for (const p of [dir, path.join(dir, 'pwfile')]) fs.chownSync(p, uid, gid);
    }
    pgTool(bin, 'initdb', ['-D', data, '-U', PG_USER, `--pwfile=${path.join(dir, 'pwfile')}`, '--auth=scram-sha-256', '-E', 'UTF8', '--locale=C', '--no-sync']);
    const port = await freePort();
    // Loopback TCP and a socket in the temporary folder only; durability is irrelevant for a throw-away cluster.
    const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c full_page_writes=off`;
    pgTool(bin, 'pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', options, 'start']);
    started = true;
    // The default database (DATABASE_NAME) for commands other than the tests, which make their own.
    const client = new pg.Client({ host: '127.0.0.1', port, user: PG_USER, password, database: 'postgres' });
    await client.connect();
    await client.query(`CREATE DATABASE ${PG_USER}`).finally(() => client.end());
    console.info(`PostgreSQL ${path.basename(path.dirname(bin))} test cluster on 127.0.0.1:${port} (${dir})`);

    const env = {
      ...process.env,
      DATABASE_CLIENT: 'postgres',
      DATABASE_HOST: '127.0.0.1',
      DATABASE_PORT: String(port),
      DATABASE_NAME: PG_USER,
      DATABASE_USERNAME: PG_USER,
      DATABASE_PASSWORD: password,
      DATABASE_SSL: 'false',
    };
    delete env.DATABASE_URL;
    delete env.DATABASE_SCHEMA;
    process.exitCode = await runCommand(argv, env);
  } catch (error) {
    console.error(error.message);
    const log = path.join(dir, 'server.log');
    if (fs.existsSync(log)) console.error(fs.readFileSync(log, 'utf8'));
    process.exitCode = 1;
  } finally {
    try {
      if (started) stopCluster(bin, data);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
};

await main();
