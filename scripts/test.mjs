// `npm test`: every suite of the project, failing if any fails: CMS integration (SQLite, then
// PostgreSQL), unit/component tests (jest, all front-end workspaces), the scripts' tests, lead
// service (SQLite, then its store on a throw-away PostgreSQL cluster), the analytics collector
// (likewise), then the e2e suite against the freshly built and served site. Two lanes share the two
// cores first: the CMS suite on SQLite, which waits on Strapi's boots more than it computes, and beside
// it the site's build (its log in reports/tmp/build.log), the other suites, whose output is printed as
// each ends, and the CMS suite on PostgreSQL. Once both lanes have ended, the cluster's failure drill,
// then the e2e suite.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { laneOf } from './lib/app-lane.mjs';
import { ROOT } from './lib/apps.mjs';

const reports = path.join(ROOT, 'reports', 'tmp');
const e2eResults = path.join(ROOT, 'e2e', 'test-results', 'results.json');
// Reports of an earlier run are deleted first: a runner that dies is never credited with old passes.
fs.rmSync(path.join(reports, 'jest.json'), { force: true });
fs.rmSync(e2eResults, { force: true });
fs.mkdirSync(reports, { recursive: true });
const runStarted = Date.now();
// `node scripts/test.mjs [suite …]` runs those suites; `--app <folder>` runs that app's own lane
// (scripts/lib/app-lane.mjs): its unit and contract tests and the e2e specs of its routes.
const { values: options, positionals } = parseArgs({ allowPositionals: true, options: { app: { type: 'string' } } });
let lane = null;
try {
  lane = options.app ? laneOf(options.app) : null;
  if (lane) console.info(`Carril de ${lane.app} / lane of ${lane.app}: ${lane.suites.join(', ')}`);
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
const only = lane ? lane.suites : positionals;

/** Runs a command, capturing its output and echoing it as it comes unless `echo` is false. */
const execWith =
  ({ echo }) =>
  (command, args, options = {}) =>
    new Promise((resolve) => {
      const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
      let output = '';
      const tee = (target) => (chunk) => {
        output += chunk;
        if (echo) target.write(chunk);
      };
      child.stdout.on('data', tee(process.stdout));
      child.stderr.on('data', tee(process.stderr));
      child.on('exit', (code) => resolve({ code: code ?? 1, output }));
    });

/** Counts of node's test runner (its closing "# pass N" lines). */
const nodeTestCounts = (output) => {
  const count = (label) => Number(new RegExp(`^# ${label} (\\d+)`, 'm').exec(output)?.[1] ?? 0);
  return {
    passed: count('pass'),
    failed: count('fail') + count('cancelled'),
    flaky: 0,
    skipped: count('skipped') + count('todo'),
  };
};

/** The production build, started at once in the background when the e2e suite is to run. */
const startBuild = () => {
  const log = path.join(reports, 'build.log');
  const out = fs.openSync(log, 'w');
  const started = Date.now();
  // A lane builds its own app and whatever has no build yet; the whole suite builds everything.
  const args = lane ? ['--missing', '--app', lane.app] : [];
  return new Promise((resolve) => {
    const child = spawn('node', ['scripts/build.mjs', ...args], { cwd: ROOT, stdio: ['ignore', out, out] });
    child.on('exit', (code) => {
      fs.closeSync(out);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (code !== 0) process.stderr.write(fs.readFileSync(log, 'utf8'));
      console.info(
        `\n━━ build: ${code === 0 ? 'compilado' : 'falló'} en ${seconds} s (${path.relative(ROOT, log)}) ━━`,
      );
      resolve(code ?? 1);
    });
  });
};
let building = null;

const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null);

const suites = {
  cms: async (exec) => {
    const { code, output } = await exec('npm', ['test'], { cwd: path.join(ROOT, 'cms') });
    return { code, ...nodeTestCounts(output) };
  },
  cmsPostgres: async (exec) => {
    const { code, output } = await exec('npm', ['run', 'test:postgres'], { cwd: path.join(ROOT, 'cms') });
    return { code, ...nodeTestCounts(output) };
  },
  unit: async (exec) => {
    const file = path.join(reports, 'jest.json');
    const { code } = await exec('npx', ['jest', '--ci', '--json', `--outputFile=${file}`, ...(lane?.jestArgs ?? [])]);
    const result = readJson(file) ?? {};
    return {
      code,
      passed: result.numPassedTests ?? 0,
      failed: result.numFailedTests ?? 0,
      flaky: 0,
      skipped: (result.numPendingTests ?? 0) + (result.numTodoTests ?? 0),
    };
  },
  scripts: async (exec) => {
    const { code, output } = await exec('node', ['--test', 'scripts/test/']);
    return { code, ...nodeTestCounts(output) };
  },
  leads: async (exec) => {
    const { code, output } = await exec('npm', ['test', '-w', 'lead-service']);
    return { code, ...nodeTestCounts(output) };
  },
  leadsPostgres: async (exec) => {
    const { code, output } = await exec('npm', ['run', 'test:postgres', '-w', 'lead-service']);
    return { code, ...nodeTestCounts(output) };
  },
  analytics: async (exec) => {
    const { code, output } = await exec('npm', ['test', '-w', 'analytics-service']);
    return { code, ...nodeTestCounts(output) };
  },
  analyticsPostgres: async (exec) => {
    const { code, output } = await exec('npm', ['run', 'test:postgres', '-w', 'analytics-service']);
    return { code, ...nodeTestCounts(output) };
  },
  // The failure drill of the site as several instances behind nginx (scripts/cluster-drill.mjs).
  cluster: async (exec) => {
    const buildCode = await (building ?? startBuild());
    if (buildCode !== 0) return { code: buildCode, passed: 0, failed: 1, flaky: 0, skipped: 0 };
    const { code, output } = await exec('node', ['scripts/cluster-drill.mjs']);
    const count = (mark) => output.split('\n').filter((line) => line.startsWith(`drill: ${mark}`)).length;
    return { code, passed: count('✓'), failed: count('✗'), flaky: 0, skipped: 0 };
  },
  e2e: async (exec) => {
    const buildCode = await (building ?? startBuild());
    if (buildCode !== 0) return { code: buildCode, passed: 0, failed: 1, flaky: 0, skipped: 0 };
    const { code } = await exec('npx', ['playwright', 'test'], {
      cwd: path.join(ROOT, 'e2e'),
      env: { ...process.env, ...lane?.env },
    });
    const stats = readJson(e2eResults)?.stats ?? {};
    // A test that passed only on a retry is flaky, and flaky counts as failing.
    return {
      code: code || (stats.flaky ? 1 : 0),
      passed: stats.expected ?? 0,
      failed: stats.unexpected ?? 0,
      flaky: stats.flaky ?? 0,
      skipped: stats.skipped ?? 0,
    };
  },
};

const unknown = only.filter((name) => !(name in suites));
if (unknown.length > 0) {
  console.error(`Suite desconocida: ${unknown.join(', ')}. Suites: ${Object.keys(suites).join(', ')}`);
  process.exit(2);
}

const selected = (name) => only.length === 0 || only.includes(name);
/**
 * The CMS suites mostly wait on Strapi's boots. Two lanes share the two cores: the SQLite CMS suite and
 * then the small back-end and script suites in one; the build, the unit suite and the PostgreSQL CMS
 * suite in the other, their output printed as each ends (in a CI run of 2026-11-28: CMS 502 s, small
 * suites 94 s; build about 130 s, unit 147 s, CMS on PostgreSQL 365 s, so the lanes end close together).
 * The cluster drill and the e2e suite, which time the site, run after both lanes, alone.
 */
const CMS_LANE = ['cms', 'scripts', 'leads', 'leadsPostgres', 'analytics', 'analyticsPostgres'];
/** Suites that time the site under load: after both lanes, one at a time. */
const ALONE = ['cluster', 'e2e'];
const SIDE_LANE = [
  ...Object.keys(suites).filter((name) => ![...CMS_LANE, 'cmsPostgres', ...ALONE].includes(name)),
  'cmsPostgres',
];
const results = [];
const runSuite = async (name, { echo }) => {
  if (echo) console.info(`\n━━ ${name} ━━`);
  const started = Date.now();
  let output = '';
  const exec = async (...args) => {
    const result = await execWith({ echo })(...args);
    output += result.output;
    return result;
  };
  const result = await suites[name](exec);
  if (!echo) console.info(`\n━━ ${name} ━━\n${output}`);
  results.push({ name, ...result, seconds: ((Date.now() - started) / 1000).toFixed(0) });
};
const runLane = async (names, options) => {
  for (const name of names.filter(selected)) await runSuite(name, options);
};
const cmsLane = runLane(CMS_LANE, { echo: true });
const sideLane = (async () => {
  if (selected('e2e') || selected('cluster')) {
    building = startBuild();
    await building;
  }
  await runLane(SIDE_LANE, { echo: false });
})();
await Promise.all([cmsLane, sideLane]);
for (const name of ALONE.filter(selected)) await runSuite(name, { echo: true });
results.sort((a, b) => Object.keys(suites).indexOf(a.name) - Object.keys(suites).indexOf(b.name));

console.info('\n━━ resumen ━━');
const width = Math.max(...results.map((r) => r.name.length));
for (const r of results) {
  console.info(
    `${r.code === 0 ? '✓' : '✗'} ${r.name.padEnd(width)} ${r.passed} passed, ${r.failed} failed, ${r.flaky} flaky, ${r.skipped} skipped (${r.seconds} s)`,
  );
}
const total = (key) => results.reduce((sum, r) => sum + r[key], 0);
// A suite that failed without a failing test (it crashed, or ran nothing) counts as one failure.
const failed =
  total('failed') + total('flaky') + results.filter((r) => r.code !== 0 && r.failed + r.flaky === 0).length;
// In CI a skipped test is a suite that did not run what it should (a missing dependency): failing.
const skippedFails = process.env.CI && total('skipped') > 0;
if (skippedFails) console.error('CI: hay pruebas omitidas; toda prueba debe ejecutarse.');
console.info(`tiempo total / total time: ${((Date.now() - runStarted) / 1000).toFixed(0)} s`);
console.info(
  `tests: ${total('passed')} passed, ${failed} failed, ${total('flaky')} flaky, ${total('skipped')} skipped`,
);
process.exit(results.every((r) => r.code === 0) && failed === 0 && !skippedFails ? 0 : 1);
