// The origins the start scripts give the back ends (scripts/lib/apps.mjs): the suite's pages, where
// their ports are.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { backEndOrigins, browserOrigins } from '../lib/apps.mjs';

const withEnv = (values, run) => {
  const saved = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  Object.assign(process.env, values);
  try {
    return run();
  } finally {
    for (const [name, value] of Object.entries(saved))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  }
};

test("the shell's page first, then each remote's own, at localhost and at 127.0.0.1", () => {
  const origins = browserOrigins();
  assert.deepEqual(origins.slice(0, 2), ['http://localhost:3000', 'http://127.0.0.1:3000']);
  for (const port of [3001, 3002, 3003, 3004, 3005]) {
    assert.ok(origins.includes(`http://localhost:${port}`), `localhost:${port}`);
    assert.ok(origins.includes(`http://127.0.0.1:${port}`), `127.0.0.1:${port}`);
  }
});

test('moved ports and addresses move the origins the back ends accept', () => {
  withEnv({ SHELL_PORT: '8080', CATALOGUE_URL: 'https://catalogo.example.cl/remoto/' }, () => {
    const { CORS_ORIGINS, SITE_ORIGINS } = backEndOrigins();
    assert.equal(CORS_ORIGINS, SITE_ORIGINS);
    const origins = CORS_ORIGINS.split(',');
    assert.deepEqual(origins.slice(0, 2), ['http://localhost:8080', 'http://127.0.0.1:8080']);
    assert.ok(origins.includes('https://catalogo.example.cl'));
    assert.ok(!origins.includes('http://localhost:3000'));
  });
});
