// The front door's nginx (deploy/nginx/linx.conf.template): fills the template for a set of
// instances and runs nginx as a child process with its own prefix folder (config, pid, logs and temp
// files), never the system service. NGINX_BIN moves the binary (default /usr/sbin/nginx).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';

export const NGINX_TEMPLATE = path.join(ROOT, 'deploy', 'nginx', 'linx.conf.template');
const nginxBin = () => process.env.NGINX_BIN || '/usr/sbin/nginx';

const servers = (ports) => ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n');

/** Addresses whose CMS reads nginx does not count: the renderer and the site's own servers (on loopback here). */
export const CMS_UNLIMITED = ['127.0.0.1', '::1'];

/**
 * The configuration text. `shells`, `cms`, `leads`: the ports of each part's instances; `remotes`:
 * { name: port } of each remote's server, reached at `/_remotes/<name>/`. Rates are per client address;
 * `cmsRate`/`cmsBurst` limit each client's CMS reads, except for the addresses of `cmsUnlimited`.
 */
export function nginxConfig({
  prefix,
  host = '127.0.0.1',
  port,
  shells,
  cms,
  leads,
  remotes = {},
  siteRate = 200,
  siteBurst = 400,
  leadsRate = 30,
  leadsBurst = 20,
  cmsRate = 20,
  cmsBurst = 100,
  cmsUnlimited = CMS_UNLIMITED,
}) {
  const remoteUpstreams = Object.entries(remotes)
    .map(([name, remotePort]) => `  upstream remote_${name} {\n${servers([remotePort])}\n    keepalive 4;\n  }`)
    .join('\n');
  const remoteLocations = Object.keys(remotes)
    .map(
      (name) =>
        `    location /_remotes/${name}/ {\n      limit_req zone=site burst=${siteBurst} nodelay;\n` +
        `      proxy_pass http://remote_${name}/;\n    }`,
    )
    .join('\n');
  const values = {
    PREFIX: prefix,
    HOST: host,
    PORT: port,
    SHELL_SERVERS: servers(shells),
    CMS_SERVERS: servers(cms),
    LEADS_SERVERS: servers(leads),
    REMOTE_UPSTREAMS: remoteUpstreams,
    REMOTE_LOCATIONS: remoteLocations,
    SITE_RATE: siteRate,
    SITE_BURST: siteBurst,
    LEADS_RATE: leadsRate,
    LEADS_BURST: leadsBurst,
    CMS_RATE: cmsRate,
    CMS_BURST: cmsBurst,
    CMS_UNLIMITED: cmsUnlimited.map((address) => `    ${address} 0;`).join('\n'),
  };
  return fs.readFileSync(NGINX_TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`nginx template: no value for ${match}`);
    return String(values[name]);
  });
}

/** The public address of a remote's files behind the front door. */
export const remotePath = (name) => `/_remotes/${name}`;

/**
 * Writes the configuration into `prefix`, checks it (`nginx -t`) and runs nginx in the foreground as
 * a child; resolves once it answers on its port. `stop()` ends it (SIGQUIT: a graceful stop).
 */
export async function startNginx(options) {
  fs.mkdirSync(options.prefix, { recursive: true });
  const file = path.join(options.prefix, 'nginx.conf');
  fs.writeFileSync(file, nginxConfig(options));
  const args = ['-p', options.prefix, '-c', file, '-e', path.join(options.prefix, 'error.log')];
  const check = spawnSync(nginxBin(), [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child = spawn(nginxBin(), [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://${options.host ?? '127.0.0.1'}:${options.port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited: ${fs.readFileSync(path.join(options.prefix, 'error.log'), 'utf8')}`);
    try {
      await fetch(`${base}/`, { signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not answer on ${base}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    base,
    child,
    errorLog: () => fs.readFileSync(path.join(options.prefix, 'error.log'), 'utf8'),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}
