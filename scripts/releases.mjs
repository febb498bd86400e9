// Releases of the shell and the remotes (lib/releases.mjs):
//   npm run release -w mfe-catalogue          build and store releases/catalogue/<version>/
//   npm run release -- catalogue [--app-dir DIR]   the same from the root (DIR: another copy of the app)
//   npm run promote -- catalogue <version>    make it live (no rebuild, no restart) once the canary
//                                             passes (scripts/canary.mjs: every page of the app rendered
//                                             and visited with the release; refused: nothing changes)
//   npm run promote -- catalogue <version> --force --reason "…"   without the canary (emergencies; logged)
//   npm run rollback -- catalogue [--reason "…"]   back to the version live before (no canary)
//   npm run releases [-- --json]              per app: live, previous, available
// promote and rollback then re-render the pages of that remote: through the renderer's service
// (POST /render {"remote": …}) when it runs, else with `node scripts/prerender.mjs` (--no-render: neither).
// Every promote, refusal, forced promote and rollback is an event of RELEASES_DIR/<app>/log.jsonl
// (lib/release-log.mjs), also posted to the analytics collector for the staff dashboard
// (lib/release-collector.mjs; a collector that is down costs a log line, never the promote).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { renderHookUrl, ROOT } from './lib/apps.mjs';
import { runToEnd } from './lib/processes.mjs';
import { postReleaseEvent } from './lib/release-collector.mjs';
import { appendLogEvent, readLog } from './lib/release-log.mjs';
import {
  appOfName,
  checkNotLive,
  checkRelease,
  createRelease,
  listReleases,
  promote,
  ReleaseError,
  releaseNameOf,
  releasesDir,
  rollback,
} from './lib/releases.mjs';
import { pagesOfRemotes } from './lib/render-targets.mjs';
import { readPageSummaries, renderedDir } from './lib/rendered-store.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'app-dir': { type: 'string' },
    'no-render': { type: 'boolean' },
    json: { type: 'boolean' },
    force: { type: 'boolean' },
    reason: { type: 'string' },
  },
});
const [command, ...rest] = positionals;

const usage = () => {
  console.error(
    'Uso / usage: node scripts/releases.mjs release <app> [--app-dir DIR] | promote <app> <version> [--force --reason "…"] | rollback <app> [--reason "…"] | list [--json]',
  );
  process.exit(2);
};

/** Re-renders the pages of `name` after its live release changed. */
const rerender = async (name) => {
  if (values['no-render'] || process.env.PRERENDER === 'off') return;
  const token = process.env.RENDER_HOOK_TOKEN;
  try {
    const response = await fetch(renderHookUrl(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ remote: name }),
      signal: AbortSignal.timeout(5000),
    });
    if (response.ok) {
      console.info(`render: páginas de ${name} en cola en el servicio de render / pages queued for re-render`);
      return;
    }
    console.warn(`render: el servicio respondió ${response.status}; se renderiza aquí / rendering here`);
  } catch {
    console.info('render: el servicio de render no responde; se renderiza aquí / render service down, rendering here');
  }
  const paths = pagesOfRemotes({ remotes: [name], rendered: readPageSummaries(renderedDir()) });
  if (paths?.length === 0) return;
  const code = await runToEnd(
    'node',
    [path.join(ROOT, 'scripts/prerender.mjs'), ...(paths ? ['--paths', paths.join(',')] : [])],
    {
      cwd: ROOT,
    },
  );
  if (code !== 0) {
    console.warn(
      `render: prerender terminó con código ${code}; las páginas sin HTML nuevo se renderizan en el navegador / pages not re-rendered render in the browser`,
    );
  }
};

/**
 * The canary's verdict on a release (scripts/canary.mjs, in a process of its own: it renders into a
 * temporary folder and publishes nothing). Its progress goes to stderr; its verdict is the JSON line.
 */
const canary = async (name, version) => {
  console.info(`${name}: canary de / of ${version} (cada página de la app / every page of the app)…`);
  const { code, stdout } = await new Promise((resolve) => {
    const child = spawn('node', [path.join(ROOT, 'scripts/canary.mjs'), name, version, '--json'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (exitCode) => resolve({ code: exitCode ?? 1, stdout: output }));
  });
  try {
    return JSON.parse(stdout.trim().split('\n').at(-1));
  } catch {
    return {
      ok: false,
      problems: [{ page: name, reason: `el canary terminó con código ${code} / the canary failed` }],
    };
  }
};

const describe = (version) => (version === null ? '(dist)' : version === undefined ? '—' : version);

const main = async () => {
  switch (command) {
    case 'release': {
      // From a workspace (`npm run release -w mfe-catalogue`) the app is the current folder.
      const name = rest[0] ?? path.basename(process.cwd());
      const app = appOfName(name);
      const appDir = values['app-dir'] ? path.resolve(values['app-dir']) : undefined;
      const release = createRelease({ app, ...(appDir ? { appDir } : {}) });
      console.info(
        `Versión creada / release created: ${release.name} ${release.version} → ${path.relative(process.cwd(), release.dir) || release.dir}`,
      );
      console.info(`Publicar / promote: npm run promote -- ${release.name} ${release.version}`);
      return;
    }
    case 'promote': {
      if (rest.length !== 2) usage();
      const name = releaseNameOf(appOfName(rest[0]));
      const version = rest[1];
      checkRelease(name, version);
      checkNotLive(name, version);
      const forced = Boolean(values.force);
      if (forced && !values.reason?.trim()) {
        throw new ReleaseError(
          '--force necesita --reason "…" / --force needs --reason "…"; nada cambió / nothing changed.',
        );
      }
      if (forced) {
        console.warn(`${name}: sin canary (--force) / canary skipped: ${values.reason}`);
      } else {
        const verdict = await canary(name, version);
        console.info(
          `${name}: canary ${verdict.ok ? 'pasa / passes' : 'rechaza / refuses'}: ${verdict.pages ?? 0} páginas / pages en ${(verdict.seconds ?? 0).toFixed(1)} s`,
        );
        if (!verdict.ok) {
          const refusal = appendLogEvent(releasesDir(), name, {
            action: 'refused',
            version,
            reason: verdict.problems.map((problem) => `${problem.page}: ${problem.reason}`).join('\n'),
            problems: verdict.problems.slice(0, 50),
          });
          await postReleaseEvent(name, refusal);
          throw new ReleaseError(
            `${name} ${version} no se publica / is not promoted; nada cambió / nothing changed:\n` +
              verdict.problems.map((problem) => `  ${problem.page}: ${problem.reason}`).join('\n'),
          );
        }
      }
      const pointer = promote(name, version, { forced, reason: values.reason });
      await postReleaseEvent(name, readLog(releasesDir(), name).at(-1));
      console.info(`${name}: publicada / live ${pointer.live} (antes / before: ${describe(pointer.history.at(-1))})`);
      await rerender(name);
      return;
    }
    case 'rollback': {
      if (rest.length !== 1) usage();
      const name = releaseNameOf(appOfName(rest[0]));
      const pointer = rollback(name, { reason: values.reason });
      await postReleaseEvent(name, readLog(releasesDir(), name).at(-1));
      console.info(`${name}: de vuelta a / back to ${describe(pointer.live)} (desde / from ${pointer.rolledBackFrom})`);
      await rerender(name);
      return;
    }
    case 'list':
    case undefined: {
      const list = listReleases();
      if (values.json) {
        console.info(JSON.stringify({ dir: releasesDir(), apps: list }, null, 2));
        return;
      }
      console.info(`Versiones en / releases in ${releasesDir()}`);
      for (const entry of list) {
        console.info(
          `${entry.name.padEnd(10)} live: ${describe(entry.live).padEnd(28)} previous: ${describe(entry.previous).padEnd(28)} available: ${entry.available.join(', ') || '—'}`,
        );
      }
      return;
    }
    default:
      usage();
  }
};

try {
  await main();
} catch (error) {
  if (!(error instanceof ReleaseError)) throw error;
  console.error(`Rechazado / refused: ${error.message}`);
  process.exit(1);
}
