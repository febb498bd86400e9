// Builds the shell and every remote for production, two at a time (the machine has two cores).
// `node scripts/build.mjs` builds all; `node scripts/build.mjs --missing` only those without dist/;
// `--missing --app mfe-catalogue` those and that app (a team's lane: its own app is always rebuilt).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { apps, ROOT } from './lib/apps.mjs';

const { values } = parseArgs({ options: { missing: { type: 'boolean' }, app: { type: 'string', multiple: true } } });
const always = new Set(values.app ?? []);
const queue = apps
  .map((app) => app.folder)
  .filter(
    (folder) => !values.missing || always.has(folder) || !fs.existsSync(path.join(ROOT, folder, 'dist', 'index.html')),
  );

const build = (folder) =>
  new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npx', ['webpack', '--mode', 'production'], { cwd: path.join(ROOT, folder), stdio: 'inherit' });
    child.on('exit', (code) => {
      if (code === 0) {
        console.info(`✓ ${folder} compilado en ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else reject(new Error(`${folder}: webpack terminó con código ${code}`));
    });
  });

const started = Date.now();
const workers = Array.from({ length: 2 }, async () => {
  while (queue.length > 0) await build(queue.shift());
});
await Promise.all(workers);
console.info(`Suite compilada en ${((Date.now() - started) / 1000).toFixed(1)} s`);
