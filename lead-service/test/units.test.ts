import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { backoffDelay } from '../src/backoff';
import { clientKey, parseTrustProxy } from '../src/client-address';
import { ClientQuota } from '../src/client-quota';
import { clientHourlyAllowance, DEFAULT_DB_PATH, loadConfig } from '../src/config';
import { terminalBlock, terminalLine } from '../src/terminal-text';

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
    assert.equal(config.rateLimitMax, 5);
    assert.equal(config.rateLimitWindowMs, 60_000);
    assert.equal(config.leadsPerClientPerHour, 10);
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

describe('per-client limits against the hourly cap of all clients', () => {
  const limits = (max: number, windowMs: number, perHour: number) => ({
    rateLimitMax: max,
    rateLimitWindowMs: windowMs,
    leadsPerClientPerHour: perHour,
  });

  it('derives what one client can store in any hour from both limits', () => {
    assert.equal(clientHourlyAllowance(limits(5, 60_000, 10)), 10);
    // Fixed windows: an hour overlaps 61 one-minute windows.
    assert.equal(clientHourlyAllowance(limits(5, 60_000, 0)), 305);
    assert.equal(clientHourlyAllowance(limits(2, 7 * 60_000, 0)), 20);
    assert.equal(clientHourlyAllowance(limits(0, 60_000, 0)), Infinity);
  });

  it('refuses to start when one client could fill the cap', () => {
    const fix = /set LEADS_PER_CLIENT_PER_HOUR below LEADS_PER_HOUR_MAX/;
    assert.throws(() => loadConfig({ LEADS_PER_CLIENT_PER_HOUR: '300' }), /up to 300 leads an hour/);
    assert.throws(() => loadConfig({ LEADS_PER_CLIENT_PER_HOUR: '0', RATE_LIMIT_MAX: '5' }), /up to 305 leads/);
    assert.throws(() => loadConfig({ LEADS_PER_CLIENT_PER_HOUR: '0', RATE_LIMIT_MAX: '0' }), /any number of leads/);
    assert.throws(() => loadConfig({ LEADS_PER_HOUR_MAX: '10' }), fix);
    assert.equal(loadConfig({ LEADS_PER_HOUR_MAX: '11' }).leadsPerHourMax, 11);
    assert.equal(loadConfig({ LEADS_PER_CLIENT_PER_HOUR: '299' }).leadsPerClientPerHour, 299);
    const noCap = loadConfig({ LEADS_PER_HOUR_MAX: '0', LEADS_PER_CLIENT_PER_HOUR: '0', RATE_LIMIT_MAX: '0' });
    assert.equal(noCap.leadsPerHourMax, 0, 'without a cap there is nothing to fill');
  });
});

describe('ClientQuota', () => {
  const HOUR = 3_600_000;

  it('lets a client store its quota in any hour, with Retry-After until the oldest leaves the hour', () => {
    const quota = new ClientQuota(3);
    for (const at of [0, 1_000, 2_000]) {
      assert.equal(quota.retryAfterSeconds('a', at), null);
      quota.record('a', at);
    }
    assert.equal(quota.retryAfterSeconds('a', 2_000), 3_598);
    assert.equal(quota.retryAfterSeconds('b', 2_000), null, 'other clients are counted apart');
    assert.equal(quota.retryAfterSeconds('a', HOUR), 1, 'the hour is closed: a lead at 0 still counts at 1 h');
    assert.equal(quota.retryAfterSeconds('a', HOUR + 1), null);
    quota.record('a', HOUR + 1);
    assert.equal(quota.retryAfterSeconds('a', HOUR + 1), 1);
  });

  it('is off with 0, and forgets clients with nothing in the last hour', () => {
    const off = new ClientQuota(0);
    for (let i = 0; i < 1_000; i += 1) off.record('a', i);
    assert.equal(off.retryAfterSeconds('a', 1_000), null);
    const quota = new ClientQuota(1);
    quota.record('a', 0);
    quota.record('b', 2 * HOUR);
    const clients = (quota as unknown as { storedAt: Map<string, number[]> }).storedAt;
    assert.deepEqual([...clients.keys()], ['b']);
  });
});

describe('terminal text', () => {
  it('escapes control, escape and invisible characters, never printing them raw', () => {
    assert.equal(terminalLine('a\rstate: delivered'), 'a\\rstate: delivered');
    assert.equal(terminalLine('a\x1b[2J\x1b]0;x\x07\x7f\x9b'), 'a\\x1b[2J\\x1b]0;x\\x07\\x7f\\x9b');
    assert.equal(terminalLine('\u202egpj.exe\u2066\u200b\u00ad'), '\\u202egpj.exe\\u2066\\u200b\\xad');
    assert.equal(terminalLine('\u3164\u115f\u{e0041}\u2028'), '\\u3164\\u115f\\u{e0041}\\u2028');
    assert.equal(terminalLine('dos\nlíneas\tcon tab'), 'dos\\nlíneas\\tcon tab');
    assert.equal(terminalLine('C:\\temp'), 'C:\\\\temp', 'a backslash cannot fake an escape');
    assert.equal(terminalLine('Ñandú Peñaloza 👍🏽 李'), 'Ñandú Peñaloza 👍🏽 李');
  });

  it('keeps line feeds of a block as line breaks, each continuation indented', () => {
    assert.equal(
      terminalBlock('uno\nstate: delivered\r\n\x1b[1Atres', '  '),
      'uno\n  state: delivered\\r\n  \\x1b[1Atres',
    );
  });
});
