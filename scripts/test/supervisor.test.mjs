// serve-all's supervisor: an app process that dies is started again, the others keep running.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { stopAll, supervise } from '../lib/processes.mjs';

test('a crashed child is restarted', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-supervise-'));
  const log = path.join(dir, 'starts.log');
  // Each start appends a line, then the process crashes.
  const script = `require('fs').appendFileSync(${JSON.stringify(log)}, 'x\\n'); process.exit(1);`;
  supervise('crasher', process.execPath, ['-e', script]);
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline && (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').length : 0) < 6) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  stopAll();
  assert.ok(fs.readFileSync(log, 'utf8').split('\n').filter(Boolean).length >= 3, 'restarted at least twice');
});

test('a supervised child ends when its supervisor is killed outright (no orphan keeps a port)', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-orphan-'));
  const pidFile = path.join(dir, 'child.pid');
  const lib = new URL('../lib/', import.meta.url).href;
  const child = `import ${JSON.stringify(`${lib}exit-with-parent.mjs`)}; import fs from 'node:fs'; fs.writeFileSync(${JSON.stringify(pidFile)}, String(process.pid)); setInterval(() => {}, 1000);`;
  const parent = `import { supervise } from ${JSON.stringify(`${lib}processes.mjs`)}; supervise('child', process.execPath, ['--input-type=module', '-e', ${JSON.stringify(child)}], { stdio: ['ignore', 'pipe', 'pipe', 'ipc'] }); setInterval(() => {}, 1000);`;
  const supervisor = spawn(process.execPath, ['--input-type=module', '-e', parent], { stdio: 'ignore' });
  const alive = (pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const waitFor = async (check, ms) => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline && !check()) await new Promise((resolve) => setTimeout(resolve, 50));
    return check();
  };
  assert.ok(await waitFor(() => fs.existsSync(pidFile) && fs.readFileSync(pidFile, 'utf8'), 5000));
  const childPid = Number(fs.readFileSync(pidFile, 'utf8'));
  assert.ok(alive(childPid));
  supervisor.kill('SIGKILL');
  assert.ok(await waitFor(() => !alive(childPid), 5000), 'the child outlived its supervisor');
});
