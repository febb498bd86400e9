// A remote's own dev server, as its team runs it (`npm run dev -w mfe-contact`): it compiles without
// errors, answers the addresses `npm run dev` gives it and the brand's icon, and its reload socket
// accepts the site's pages at localhost (shared/build/webpack-config.js).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT } from '../lib/apps.mjs';

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Opens the dev server's socket with `origin` and returns its first message (an error, or its greeting). */
const socketGreeting = (port, origin) =>
  new Promise((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      path: '/ws',
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        Origin: origin,
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': crypto.randomBytes(16).toString('base64'),
      },
    });
    // The first frames may arrive with the 101 answer itself (`head`), or after it.
    request.on('upgrade', (_response, socket, head) => {
      let frames = head.toString('latin1');
      const settle = () => {
        if (!frames.includes('"type"')) return;
        socket.destroy();
        resolve(frames);
      };
      socket.on('data', (chunk) => {
        frames += chunk.toString('latin1');
        settle();
      });
      socket.on('close', () => reject(new Error(`the socket closed before a message: ${JSON.stringify(frames)}`)));
      settle();
    });
    request.on('response', (response) => reject(new Error(`no socket: ${response.statusCode}`)));
    request.on('error', reject);
    request.end();
  });

const addresses = { cmsUrl: 'http://localhost:1999', remotes: { contact: 'http://localhost:3994/mf-manifest.json' } };
let server;
let port;
let output = '';

before(async () => {
  port = await freePort();
  // Over an IPC channel with exit-with-parent.mjs, so a test run killed outright leaves no server behind.
  const webpackCli = path.join(ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  const exitWithParent = path.join(ROOT, 'scripts', 'lib', 'exit-with-parent.mjs');
  const args = ['--import', exitWithParent, webpackCli, 'serve', '--mode', 'development', '--port', String(port)];
  server = spawn(process.execPath, args, {
    cwd: path.join(ROOT, 'mfe-contact'),
    env: { ...process.env, LINX_RUNTIME_CONFIG: JSON.stringify(addresses) },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const compiled = new Promise((resolve, reject) => {
    const read = (chunk) => {
      output += chunk;
      if (/compiled (successfully|with)/.test(output)) resolve();
    };
    server.stdout.on('data', read);
    server.stderr.on('data', read);
    server.on('exit', (code) => reject(new Error(`the dev server stopped (${code}):\n${output}`)));
  });
  await compiled;
});

after(() => {
  if (server.exitCode === null) server.kill('SIGTERM');
});

test('compiles without errors (the router subset no longer collides with its copy in the HTML compilation)', () => {
  assert.match(output, /compiled successfully/, output);
  assert.doesNotMatch(output, /Conflict: Multiple assets/);
});

test('answers /runtime-config.json with the addresses it was given, and the brand icon', async () => {
  const config = await fetch(`http://127.0.0.1:${port}/runtime-config.json`);
  assert.equal(config.status, 200);
  assert.equal(config.headers.get('cache-control'), 'no-cache');
  assert.deepEqual(await config.json(), addresses);
  const icon = await fetch(`http://127.0.0.1:${port}/favicon.svg`);
  assert.equal(icon.status, 200);
  assert.match(await icon.text(), /^<svg/);
});

test("its reload socket accepts a page at localhost (the shell's), and refuses another site's", async () => {
  assert.doesNotMatch(await socketGreeting(port, 'http://localhost:3000'), /Invalid Host\/Origin header/);
  assert.match(await socketGreeting(port, 'http://example.com'), /Invalid Host\/Origin header/);
});
