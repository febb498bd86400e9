// `npm test`: every suite of the project, in order, failing if any fails:
// unit/component tests (jest, all front-end workspaces), lead service, CMS integration,
// then the e2e suite against the freshly built and served site.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';

const reports = path.join(ROOT, 'reports', 'tmp');
fs.mkdirSync(reports, { recursive: true });
const only = process.argv.slice(2);

/** Runs a command, echoing and capturing its output. */
const exec = (command, args, options = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    const tee = (target) => (chunk) => {
      output += chunk;
      target.write(chunk);
    };
    child.stdout.on('data', tee(process.stdout));
    child.stderr.on('data', tee(process.stderr));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });

const nodeTestCounts = (output) => ({
  passed: Number(/^# pass (\d+)/m.exec(output)?.[1] ?? 0),
  failed: Number(/^# fail (\d+)/m.exec(output)?.[1] ?? 0),
});

const suites = {
  unit: async () => {
    const file = path.join(reports, 'jest.json');
    const { code } = await exec('npx', ['jest', '--ci', '--json', `--outputFile=${file}`]);
    const result = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
    return { code, passed: result.numPassedTests ?? 0, failed: result.numFailedTests ?? (code ? 1 : 0) };
  },
  scripts: async () => {
    const { code, output } = await exec('node', ['--test', 'scripts/test/']);
    return { code, ...nodeTestCounts(output) };
  },
  leads: async () => {
    const { code, output } = await exec('npm', ['test', '-w', 'lead-service']);
    return { code, ...nodeTestCounts(output) };
  },
  cms: async () => {
    const { code, output } = await exec('npm', ['test'], { cwd: path.join(ROOT, 'cms') });
    return { code, ...nodeTestCounts(output) };
  },
  cmsPostgres: async () => {
    const { code, output } = await exec('npm', ['run', 'test:postgres'], { cwd: path.join(ROOT, 'cms') });
    return { code, ...nodeTestCounts(output) };
  },
  e2e: async () => {
    const build = await exec('node', ['scripts/build.mjs']);
    if (build.code !== 0) return { code: build.code, passed: 0, failed: 1 };
    const { code } = await exec('npx', ['playwright', 'test'], { cwd: path.join(ROOT, 'e2e') });
    const file = path.join(ROOT, 'e2e', 'test-results', 'results.json');
    const stats = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).stats : {};
    return { code, passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? (code ? 1 : 0) };
  },
};

const results = [];
for (const [name, run] of Object.entries(suites)) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.info(`\n━━ ${name} ━━`);
  const started = Date.now();
  const result = await run();
  results.push({ name, ...result, seconds: ((Date.now() - started) / 1000).toFixed(0) });
}

console.info('\n━━ resumen ━━');
for (const r of results) {
  console.info(
    `${r.code === 0 ? '✓' : '✗'} ${r.name.padEnd(6)} ${r.passed} passed, ${r.failed} failed (${r.seconds} s)`,
  );
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed =
  results.reduce((sum, r) => sum + r.failed, 0) + results.filter((r) => r.code !== 0 && r.failed === 0).length;
console.info(`tests: ${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
