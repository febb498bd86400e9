// A malformed live pointer (releases/<app>/live.json) is ignored as if it were missing, with one
// log line, and the servers keep answering: the app's own build is served.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import { liveVersion, pointerFile, readPointer } from '../lib/releases.mjs';
import { createHandler } from '../lib/static-server.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-pointers-'));
process.env.RELEASES_DIR = dir;
process.env.RENDERED_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-rendered-'));

const MALFORMED = {
  'not JSON': '{"live": "1.0.0+aaaaaaa",',
  'history not a list': JSON.stringify({ live: '1.0.0+aaaaaaa', history: { previous: '0.9.0+bbbbbbb' } }),
  'history a number': JSON.stringify({ live: '1.0.0+aaaaaaa', history: 5 }),
  'history with an object': JSON.stringify({ live: '1.0.0+aaaaaaa', history: [{}] }),
  'live not a string': JSON.stringify({ live: 42, history: [] }),
  'live outside the releases folder': JSON.stringify({ live: '../../etc', history: [] }),
  'a list, not an object': JSON.stringify(['1.0.0+aaaaaaa']),
  null: 'null',
};

const writePointer = (name, text) => {
  fs.mkdirSync(path.dirname(pointerFile(name, dir)), { recursive: true });
  fs.writeFileSync(pointerFile(name, dir), text);
};

/** Runs `action` with console.error recorded; returns the lines it logged. */
const errorsDuring = (t, action) => {
  const logged = t.mock.method(console, 'error', () => {});
  action();
  const lines = logged.mock.calls.map((call) => call.arguments.join(' '));
  logged.mock.restore();
  return lines;
};

beforeEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
});
after(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('a malformed pointer is treated as missing', () => {
  for (const [what, text] of Object.entries(MALFORMED)) {
    test(`${what}: no pointer, no live version, one log line however often it is read`, (t) => {
      writePointer('catalogue', text);
      const lines = errorsDuring(t, () => {
        for (let read = 0; read < 5; read += 1) {
          assert.equal(readPointer('catalogue', dir), null);
          assert.equal(liveVersion('catalogue', dir), null);
        }
      });
      assert.equal(lines.length, 1, lines.join('\n'));
      assert.match(lines[0], /live\.json/);
    });
  }

  test('a valid pointer is read as before', (t) => {
    writePointer('catalogue', JSON.stringify({ live: '1.0.0+aaaaaaa', history: [null] }));
    const lines = errorsDuring(t, () => assert.equal(readPointer('catalogue', dir).live, '1.0.0+aaaaaaa'));
    assert.deepEqual(lines, []);
    assert.deepEqual(readPointer('catalogue', dir).history, [null]);
  });
});

describe('the servers keep answering with a malformed pointer', () => {
  let shell;
  let remote;
  const listen = async (handler) => {
    const server = http.createServer(handler);
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { server, origin: `http://127.0.0.1:${server.address().port}` };
  };
  before(async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body>dist</body></html>');
    fs.writeFileSync(path.join(dist, 'main.0123abcd.js'), 'var main = 1;');
    shell = await listen(createHandler({ distDir: dist, historyFallback: true, release: 'shell' }));
    remote = await listen(createHandler({ distDir: dist, historyFallback: false, release: 'catalogue' }));
  });
  after(() => {
    shell.server.close();
    remote.server.close();
  });

  for (const [what, text] of Object.entries(MALFORMED)) {
    test(`${what}: shell assets, pages and the addresses file answer from dist/`, async (t) => {
      writePointer('shell', text);
      writePointer('catalogue', text);
      t.mock.method(console, 'error', () => {});
      const script = await fetch(`${shell.origin}/main.0123abcd.js`);
      assert.equal(script.status, 200);
      assert.equal(await script.text(), 'var main = 1;');
      assert.equal((await fetch(`${shell.origin}/`)).status, 200);
      const config = await (await fetch(`${shell.origin}/runtime-config.json`)).json();
      assert.doesNotMatch(config.remotes.catalogue, /releases/);
      assert.equal((await fetch(`${remote.origin}/releases/live.json`)).status, 404);
      assert.equal((await fetch(`${remote.origin}/main.0123abcd.js`)).status, 200);
    });
  }
});
