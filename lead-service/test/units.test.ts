import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { backoffDelay } from '../src/backoff';
import { clientKey, parseTrustProxy } from '../src/client-address';
import { DEFAULT_DB_PATH, loadConfig } from '../src/config';
import { stripInvisible } from '../src/lead-input';

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
    assert.equal(config.trustProxy, false);
    assert.equal(config.leadsPerHourMax, 300);
    assert.equal(config.healthStuckAfterMs, 3_600_000);
    assert.ok(config.shutdownTimeoutMs > 15_000, 'the default stop outlasts the default Odoo timeout');
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

describe('production start-up checks', () => {
  const odoo = { ODOO_API_KEY: 'k' };

  it('refuses an ODOO_URL that is not https:// when NODE_ENV=production', () => {
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', ODOO_URL: 'http://crm.linx.cl', ...odoo }),
      /ODOO_URL must start with https:\/\/ when NODE_ENV=production/,
    );
    assert.equal(
      loadConfig({ NODE_ENV: 'production', ODOO_URL: 'https://crm.linx.cl', ...odoo }).odoo?.url,
      'https://crm.linx.cl',
    );
    assert.equal(loadConfig({ ODOO_URL: 'http://127.0.0.1:8069', ...odoo }).odoo?.url, 'http://127.0.0.1:8069');
  });

  it('refuses a shutdown timeout that is not greater than the Odoo timeout', () => {
    const url = { ODOO_URL: 'https://crm.linx.cl', ...odoo };
    for (const shutdown of ['10000', '15000'])
      assert.throws(
        () => loadConfig({ ...url, ODOO_TIMEOUT_MS: '15000', SHUTDOWN_TIMEOUT_MS: shutdown }),
        /SHUTDOWN_TIMEOUT_MS \(\d+\) must be greater than ODOO_TIMEOUT_MS \(15000\)/,
      );
    assert.equal(
      loadConfig({ ...url, ODOO_TIMEOUT_MS: '15000', SHUTDOWN_TIMEOUT_MS: '15001' }).shutdownTimeoutMs,
      15_001,
    );
    assert.equal(
      loadConfig({ ODOO_TIMEOUT_MS: '15000', SHUTDOWN_TIMEOUT_MS: '1000' }).odoo,
      null,
      'no Odoo, no call to outlast',
    );
  });

  it('refuses TRUST_PROXY=true and hop counts; takes proxy addresses and CIDR ranges', () => {
    assert.throws(
      () => loadConfig({ TRUST_PROXY: 'true' }),
      /TRUST_PROXY=true would let any client choose its address/,
    );
    assert.throws(() => parseTrustProxy('2'), /hop count/);
    assert.throws(() => parseTrustProxy('10.0.0.0/33'), /"10.0.0.0\/33" is not an IP address/);
    assert.throws(() => parseTrustProxy('127.0.0.1,proxy.local'), /"proxy.local"/);
    assert.deepEqual(parseTrustProxy(' 10.0.0.0/8, 192.168.1.7 ,fd00::/8,loopback'), [
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      'loopback',
    ]);
    for (const off of [undefined, '', 'false', '0']) assert.equal(parseTrustProxy(off), false);
  });
});

describe('clientKey', () => {
  it('keeps IPv4 addresses and groups IPv6 addresses by /64', () => {
    assert.equal(clientKey('203.0.113.9'), '203.0.113.9');
    assert.equal(clientKey('::ffff:203.0.113.9'), '203.0.113.9');
    for (const ip of ['2001:db8:1:2::a', '2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::1%eth0'])
      assert.equal(clientKey(ip), '2001:db8:1:2::/64', ip);
    assert.equal(clientKey('2001:db8:1:3::a'), '2001:db8:1:3::/64');
    assert.equal(clientKey('::1'), '0:0:0:0::/64');
    assert.equal(clientKey('2001:db8::'), '2001:db8:0:0::/64');
    assert.equal(clientKey('64:ff9b::192.0.2.33'), '64:ff9b:0:0::/64');
  });
});

describe('stripInvisible', () => {
  it('removes bidi controls, zero-width and C1 characters, and keeps letters, accents and emoji', () => {
    assert.equal(stripInvisible('a\u202Ab\u202Bc\u202Cd\u202De\u202Ef'), 'abcdef');
    assert.equal(stripInvisible('\u2066a\u2067b\u2068c\u2069\u200E\u200F\u061C'), 'abc');
    assert.equal(stripInvisible('\u200Ba\u200Cb\u200Dc\uFEFF\u2060'), 'abc');
    assert.equal(stripInvisible('x\u0080\u0085\u009Fy'), 'xy');
    assert.equal(stripInvisible('Ñandú Peñaloza 👍 línea\nnueva'), 'Ñandú Peñaloza 👍 línea\nnueva');
  });
});
