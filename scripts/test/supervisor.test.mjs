// serve-all's supervisor: an app process that dies is started again, the others keep running.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
