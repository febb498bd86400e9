// `npm run canary -- <app> <version>`: tries a release without publishing it (lib/canary/run-canary.mjs;
// docs/releases.md, "The canary"). `npm run promote` runs it before it moves a live pointer.
//   node scripts/canary.mjs catalogue 1.0.0+ab12cd3          the verdict, in words
//   node scripts/canary.mjs catalogue 1.0.0+ab12cd3 --json   the verdict as JSON on stdout
// Exit code 0: the release passes; 1: refused (each page and reason on stderr); 2: usage.
// This process renders into a temporary folder of its own and publishes nothing: RENDERED_DIR is that
// folder and the shared store (RENDERED_DATABASE_URL) is not written, whatever the caller's environment.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runCanary } from './lib/canary/run-canary.mjs';
import { hasChromium } from './lib/render-pass.mjs';
import { appOfName, ReleaseError, releaseNameOf } from './lib/releases.mjs';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { json: { type: 'boolean' } } });
if (positionals.length !== 2) {
  console.error('Uso / usage: node scripts/canary.mjs <app> <version> [--json]');
  process.exit(2);
}

const renderedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-canary-'));
process.env.RENDERED_DIR = renderedDir;
delete process.env.RENDERED_DATABASE_URL;

const report = (verdict) => {
  if (values.json) {
    console.info(JSON.stringify(verdict));
    return;
  }
  const timing = `${verdict.pages} páginas / pages en ${verdict.seconds.toFixed(1)} s (render ${verdict.renderSeconds.toFixed(1)} s, visitas / visits ${verdict.visitSeconds.toFixed(1)} s)`;
  if (verdict.ok) {
    console.error(`canary: ${verdict.name} ${verdict.version} pasa / passes: ${timing}`);
    return;
  }
  console.error(`canary: ${verdict.name} ${verdict.version} rechazada / refused: ${timing}`);
  for (const problem of verdict.problems) console.error(`  ${problem.page}: ${problem.reason}`);
};

let verdict;
try {
  if (!hasChromium()) throw new ReleaseError('falta Chromium (CHROMIUM_PATH) / Chromium is missing');
  const name = releaseNameOf(appOfName(positionals[0]));
  const version = positionals[1];
  const outcome = await runCanary({
    name,
    version,
    renderedDir,
    progress: (line) => {
      if (!values.json) console.error(line);
    },
  });
  verdict = { name, version, ...outcome };
} catch (error) {
  if (!(error instanceof ReleaseError)) throw error;
  const [name, version] = positionals;
  verdict = {
    name,
    version,
    ok: false,
    problems: [{ page: name, reason: error.message }],
    pages: 0,
    seconds: 0,
    renderSeconds: 0,
    visitSeconds: 0,
  };
} finally {
  fs.rmSync(renderedDir, { recursive: true, force: true });
}
report(verdict);
process.exit(verdict.ok ? 0 : 1);
