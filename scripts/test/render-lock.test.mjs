// One renderer at a time (scripts/lib/render-lock.mjs), on a real throw-away PostgreSQL: a second
// renderer waits while the first holds the lock, and takes over once the first is killed outright.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { after, before, test } from 'node:test';
import { startTestPostgres } from '../lib/test-postgres.mjs';

let cluster;
const children = [];

before(async () => {
  cluster = await startTestPostgres();
  cluster.createDatabase('linx_render');
});
after(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  cluster?.stop();
});

/** A process standing in for a renderer's service: it prints `waiting`, then `held`, and stays. */
const renderer = (url) => {
  const lib = new URL('../lib/render-lock.mjs', import.meta.url).href;
  const script = `import { holdRenderLock } from ${JSON.stringify(lib)};
    await holdRenderLock(process.env.URL, { onWaiting: () => console.log('waiting') });
    console.log('held');
    setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, URL: url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  const until = async (word, ms) => {
    const deadline = Date.now() + ms;
    while (!output.includes(word)) {
      if (Date.now() > deadline) throw new Error(`no "${word}" within ${ms} ms (output: ${output})`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  return { child, until, output: () => output };
};

test('a second renderer waits for the first, and takes over when the first is killed', async () => {
  const url = cluster.url('linx_render');
  const first = renderer(url);
  await first.until('held', 10_000);
  const second = renderer(url);
  await second.until('waiting', 10_000);
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.ok(!second.output().includes('held'), 'only one renderer holds the lock');

  const killedAt = Date.now();
  first.child.kill('SIGKILL');
  await second.until('held', 10_000);
  assert.ok(Date.now() - killedAt < 5000, 'the waiting renderer took over at once');
});
