import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { backoffDelay } from '../src/backoff';
import { DEFAULT_DB_PATH, loadConfig } from '../src/config';

describe('backoffDelay', () => {
  it('doubles per failure within [half, full] of the ceiling and stops at the maximum', () => {
    assert.equal(
      backoffDelay(1, 1000, 60_000, () => 0),
      500,
    );
    assert.equal(
      backoffDelay(1, 1000, 60_000, () => 1),
      1000,
    );
    assert.equal(
      backoffDelay(3, 1000, 60_000, () => 1),
      4000,
    );
    assert.equal(
      backoffDelay(3, 1000, 60_000, () => 0),
      2000,
    );
    assert.equal(
      backoffDelay(30, 1000, 60_000, () => 1),
      60_000,
    );
    for (let i = 0; i < 100; i += 1) {
      const delay = backoffDelay(4, 1000, 60_000);
      assert.ok(delay >= 4000 && delay <= 8000);
    }
  });
});

describe('loadConfig', () => {
  it('has safe defaults', () => {
    const config = loadConfig({});
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.port, 4000);
    assert.equal(config.dbPath, DEFAULT_DB_PATH);
    assert.ok(DEFAULT_DB_PATH.endsWith(path.join('lead-service', 'data', 'leads.db')));
    assert.deepEqual(config.siteOrigins, ['http://localhost:3000', 'http://127.0.0.1:3000']);
    assert.equal(config.bodyLimitBytes, 16 * 1024);
    assert.equal(config.rateLimitMax, 30);
    assert.equal(config.odoo, null);
    assert.equal(config.forwarder.maxRejections, 5);
  });

  it('reads the environment', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: '4100',
      SITE_ORIGINS: 'https://linx.cl/, https://www.linx.cl',
      ODOO_URL: 'https://crm.linx.cl/',
      ODOO_API_KEY: 'secret',
      ODOO_DB: 'linx',
      RATE_LIMIT_MAX: '0',
    });
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.port, 4100);
    assert.deepEqual(config.siteOrigins, ['https://linx.cl', 'https://www.linx.cl']);
    assert.deepEqual(config.odoo, {
      url: 'https://crm.linx.cl',
      apiKey: 'secret',
      database: 'linx',
      timeoutMs: 15_000,
    });
    assert.equal(config.rateLimitMax, 0);
  });

  it('refuses bad values instead of guessing', () => {
    assert.throws(() => loadConfig({ PORT: 'abc' }), /PORT/);
    assert.throws(() => loadConfig({ RETRY_BASE_MS: '-1' }), /RETRY_BASE_MS/);
    assert.throws(() => loadConfig({ ODOO_URL: 'https://crm.linx.cl' }), /ODOO_API_KEY/);
    assert.throws(() => loadConfig({ ODOO_URL: 'crm.linx.cl', ODOO_API_KEY: 'k' }), /ODOO_URL/);
  });
});
