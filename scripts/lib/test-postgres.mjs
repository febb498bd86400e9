// A throw-away PostgreSQL cluster for tests and local clusters: initdb + pg_ctl in a temporary
// folder, as an unprivileged user (`postgres`, created if missing, when run as root), listening on a
// loopback port only, without durability (fsync off). `stop()` stops and deletes it. Used by the CMS
// (`cms/scripts/with-test-postgres.mjs`), the lead service (`lead-service/scripts/with-test-postgres.mjs`)
// and the analytics collector (`analytics-service/scripts/with-test-postgres.mjs`).
// PG_BIN: folder of initdb and pg_ctl (default: the newest /usr/lib/postgresql/<version>/bin).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const PG_USER = 'linx';
const OS_USER = 'postgres';
const asRoot = process.getuid?.() === 0;

/** The folder of PostgreSQL's server binaries (initdb, pg_ctl, pg_dump, pg_restore). */
export function findPgBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (!versions.length) {
    throw new Error(
      'PostgreSQL server binaries not found: install them (Debian: apt-get install postgresql) or set PG_BIN',
    );
  }
  return path.join(root, versions[0], 'bin');
}

/** A port the system reports free on 127.0.0.1. */
export const freeLoopbackPort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** initdb refuses root: as root, run the server tools as the `postgres` system user. */
const ensureOsUser = () => {
  if (spawnSync('id', ['-u', OS_USER]).status === 0) return;
  execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', OS_USER]);
};

const serverTool = (bin, tool, args) => {
  const [command, argv] = asRoot
    ? ['runuser', ['-u', OS_USER, '--', path.join(bin, tool), ...args]]
    : [path.join(bin, tool), args];
  const result = spawnSync(command, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${tool} failed (${result.status}):\n${result.stdout}${result.stderr}`);
};

/**
 * Starts a cluster (on `port`, or a free one) and returns how to reach it. `createDatabase(name)`
 * makes one more database; `url(name)` is its connection string; `stop()` stops and deletes it all.
 */
export async function startTestPostgres({ port } = {}) {
  const bin = findPgBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-pg-'));
  const data = path.join(dir, 'data');
  const password = crypto.randomBytes(18).toString('base64url');
  let started = false;
  const stop = () => {
    try {
      if (started) {
        try {
          serverTool(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
        } catch (error) {
          console.error(error.message);
          serverTool(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
        }
      }
    } finally {
      started = false;
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    fs.writeFileSync(path.join(dir, 'pwfile'), `${password}\n`, { mode: 0o600 });
    if (asRoot) {
      ensureOsUser();
      const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, OS_USER], { encoding: 'utf8' })));
      for (const p of [dir, path.join(dir, 'pwfile')]) fs.chownSync(p, uid, gid);
    }
    const pwfile = `--pwfile=${path.join(dir, 'pwfile')}`;
    serverTool(bin, 'initdb', [
      '-D',
      data,
      '-U',
      PG_USER,
      pwfile,
      '--auth=scram-sha-256',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    const listen = port ?? (await freeLoopbackPort());
    // Loopback TCP and a socket in the temporary folder only; durability is irrelevant for a throw-away cluster.
    const options = `-c listen_addresses=127.0.0.1 -p ${listen} -k ${dir} -c fsync=off -c full_page_writes=off`;
    serverTool(bin, 'pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      options,
      'start',
    ]);
    started = true;
    const cluster = {
      bin,
      dir,
      host: '127.0.0.1',
      port: listen,
      user: PG_USER,
      password,
      url: (database) =>
        `postgres://${PG_USER}:${encodeURIComponent(password)}@127.0.0.1:${listen}/${encodeURIComponent(database)}`,
      createDatabase: (name) => {
        const args = ['-h', '127.0.0.1', '-p', String(listen), '-U', PG_USER, name];
        const result = spawnSync(path.join(bin, 'createdb'), args, {
          encoding: 'utf8',
          env: { ...process.env, PGPASSWORD: password },
        });
        if (result.status !== 0) throw new Error(`createdb ${name} failed:\n${result.stderr}`);
      },
      serverLog: () => fs.readFileSync(path.join(dir, 'server.log'), 'utf8'),
      stop,
    };
    return cluster;
  } catch (error) {
    const log = path.join(dir, 'server.log');
    if (fs.existsSync(log)) console.error(fs.readFileSync(log, 'utf8'));
    stop();
    throw error;
  }
}

/**
 * Runs `argv` in `cwd` against a fresh cluster, with the environment `envFor(cluster)` returns, and
 * resolves with its exit code. The cluster is stopped and deleted afterwards, also when the command
 * fails or Ctrl-C/SIGTERM interrupts it (the signal goes to the command first).
 */
export async function runWithTestPostgres(argv, { cwd, envFor }) {
  let command = null;
  let interrupted = false;
  const onSignal = (signal) => {
    interrupted = true;
    command?.kill(signal);
  };
  process.on('SIGINT', onSignal).on('SIGTERM', onSignal);
  let cluster = null;
  try {
    cluster = await startTestPostgres();
    const version = path.basename(path.dirname(cluster.bin));
    console.info(`PostgreSQL ${version} test cluster on 127.0.0.1:${cluster.port} (${cluster.dir})`);
    const env = { ...process.env, ...envFor(cluster) };
    return await new Promise((resolve) => {
      if (interrupted) return resolve(130);
      command = spawn(argv[0], argv.slice(1), { cwd, env, stdio: 'inherit' });
      command.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    });
  } catch (error) {
    console.error(error.message);
    return 1;
  } finally {
    process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
    cluster?.stop();
  }
}
