import path from 'node:path';
import { integer, list, type Env, type ServerConfig } from '@linx/shared/server';
import { parseTrustProxy, type TrustProxy } from './client-address';
import type { AnalyticsConfig } from './conversion-report';
import { HOUR_MS } from './lead-cap';

/** Everything the service reads from its environment, parsed once at start-up. */
export interface Config extends ServerConfig {
  /** A PostgreSQL connection string: the store is then that database, shared by every instance. */
  databaseUrl: string | null;
  /** New leads (honeypot hits included) one client may store in any hour; 0 turns the limit off. */
  leadsPerClientPerHour: number;
  /**
   * Leads stored per rolling hour, all clients together (honeypot hits capped apart); beyond it
   * leads are stored as held for staff to release. 0 = no cap.
   */
  leadsPerHourMax: number;
  /** Which X-Forwarded-For hops to believe: none, a hop count, or the proxies' addresses. */
  trustProxy: TrustProxy;
  logLevel: string;
  odoo: OdooConfig | null;
  forwarder: ForwarderConfig;
  /** `/health` reports degraded when the oldest undelivered lead is older than this (with Odoo). */
  healthStuckAfterMs: number;
  /** Must exceed the Odoo timeout: a graceful stop aborts the call in progress and records it. */
  shutdownTimeoutMs: number;
  /** Where accepted leads are counted as conversions (`ANALYTICS_URL`); null: not counted. */
  analytics: AnalyticsConfig | null;
}

export interface OdooConfig {
  url: string;
  apiKey: string;
  database: string | null;
  timeoutMs: number;
}

export interface ForwarderConfig {
  pollMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** Rejections (4xx about the lead itself) after which a lead is parked as failed. */
  maxRejections: number;
}

export const DEFAULT_DB_PATH = path.resolve(__dirname, '..', 'data', 'leads.db');

function odooConfig(env: Env, production: boolean): OdooConfig | null {
  const url = env.ODOO_URL?.trim().replace(/\/+$/, '');
  if (!url) return null;
  if (!/^https?:\/\//.test(url)) throw new Error('ODOO_URL must start with http:// or https://');
  if (production && !url.startsWith('https://'))
    throw new Error('ODOO_URL must start with https:// when NODE_ENV=production (the API key travels with every call)');
  const apiKey = env.ODOO_API_KEY?.trim();
  if (!apiKey) throw new Error('ODOO_API_KEY is required when ODOO_URL is set');
  return {
    url,
    apiKey,
    database: env.ODOO_DB?.trim() || null,
    timeoutMs: integer(env, 'ODOO_TIMEOUT_MS', 15_000, 1),
  };
}

/**
 * LEADS_DATABASE_URL, else DATABASE_URL, else LEADS_DATABASE_HOST (with _PORT, _NAME, _USERNAME,
 * _PASSWORD): the PostgreSQL store; none of them: the SQLite file.
 */
function databaseUrl(env: Env): string | null {
  const url = env.LEADS_DATABASE_URL?.trim() || env.DATABASE_URL?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url))
      throw new Error('LEADS_DATABASE_URL / DATABASE_URL must be a postgres:// URL');
    return url;
  }
  const host = env.LEADS_DATABASE_HOST?.trim();
  if (!host) return null;
  const built = new URL('postgres://localhost');
  built.hostname = host;
  built.port = String(integer(env, 'LEADS_DATABASE_PORT', 5432, 1));
  built.username = env.LEADS_DATABASE_USERNAME?.trim() || 'linx';
  built.password = env.LEADS_DATABASE_PASSWORD ?? '';
  built.pathname = `/${env.LEADS_DATABASE_NAME?.trim() || 'linx_leads'}`;
  return built.toString();
}

type ClientLimits = Pick<Config, 'rateLimitMax' | 'rateLimitWindowMs' | 'leadsPerClientPerHour'>;

/**
 * The most leads one client can store in any hour under the per-client limits; Infinity when none
 * applies. The per-window limit counts in fixed windows, so an hour can overlap one window more than
 * fits in it.
 */
export function clientHourlyAllowance(limits: ClientLimits): number {
  const byHour = limits.leadsPerClientPerHour > 0 ? limits.leadsPerClientPerHour : Infinity;
  const windows = Math.ceil(HOUR_MS / limits.rateLimitWindowMs) + 1;
  const byWindow = limits.rateLimitMax > 0 ? limits.rateLimitMax * windows : Infinity;
  return Math.min(byHour, byWindow);
}

// Leads beyond the cap of all clients wait for staff, so one client able to reach it could hold up
// every other visitor's lead: its hourly allowance must stay below the cap.
function checkClientLimits(limits: ClientLimits, leadsPerHourMax: number): void {
  const allowance = clientHourlyAllowance(limits);
  if (leadsPerHourMax === 0 || allowance < leadsPerHourMax) return;
  const allowed = allowance === Infinity ? 'any number of' : `up to ${allowance}`;
  throw new Error(
    `one client may store ${allowed} leads an hour (LEADS_PER_CLIENT_PER_HOUR=${limits.leadsPerClientPerHour}, ` +
      `RATE_LIMIT_MAX=${limits.rateLimitMax} per RATE_LIMIT_WINDOW_MS=${limits.rateLimitWindowMs}), not below ` +
      `LEADS_PER_HOUR_MAX=${leadsPerHourMax}: set LEADS_PER_CLIENT_PER_HOUR below LEADS_PER_HOUR_MAX, so no single ` +
      'client can fill the hourly cap of all clients',
  );
}

// The collector refuses to start in production without its ingest token (analytics-service/README.md).
function analyticsConfig(env: Env, production: boolean): AnalyticsConfig | null {
  const url = env.ANALYTICS_URL?.trim().replace(/\/+$/, '');
  if (!url) return null;
  if (!/^https?:\/\//.test(url)) throw new Error('ANALYTICS_URL must start with http:// or https://');
  const token = env.ANALYTICS_INGEST_TOKEN?.trim() || null;
  if (production && token === null)
    throw new Error(
      "ANALYTICS_INGEST_TOKEN is required with ANALYTICS_URL when NODE_ENV=production (the collector's ingest token)",
    );
  return {
    url,
    token,
    timeoutMs: integer(env, 'ANALYTICS_TIMEOUT_MS', 2_000, 1),
  };
}

/** Reads and checks the environment; throws with a message naming the variable at the first problem. */
export function loadConfig(env: Env = process.env): Config {
  const production = env.NODE_ENV?.trim() === 'production';
  const odoo = odooConfig(env, production);
  const shutdownTimeoutMs = integer(env, 'SHUTDOWN_TIMEOUT_MS', 20_000, 1);
  if (odoo && shutdownTimeoutMs <= odoo.timeoutMs)
    throw new Error(
      `SHUTDOWN_TIMEOUT_MS (${shutdownTimeoutMs}) must be greater than ODOO_TIMEOUT_MS (${odoo.timeoutMs}), ` +
        'so a stop can abort the call to Odoo and record it before the process exits',
    );
  const clientLimits: ClientLimits = {
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', 5),
    rateLimitWindowMs: integer(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1),
    leadsPerClientPerHour: integer(env, 'LEADS_PER_CLIENT_PER_HOUR', 10),
  };
  const leadsPerHourMax = integer(env, 'LEADS_PER_HOUR_MAX', 300);
  checkClientLimits(clientLimits, leadsPerHourMax);
  return {
    host: env.HOST?.trim() || '127.0.0.1',
    port: integer(env, 'PORT', 4000),
    dbPath: env.LEADS_DB?.trim() ? path.resolve(env.LEADS_DB.trim()) : DEFAULT_DB_PATH,
    databaseUrl: databaseUrl(env),
    siteOrigins: list(env.SITE_ORIGINS ?? 'http://localhost:3000,http://127.0.0.1:3000'),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 16 * 1024, 1),
    ...clientLimits,
    leadsPerHourMax,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    odoo,
    forwarder: {
      pollMs: integer(env, 'FORWARD_POLL_MS', 1_000, 1),
      retryBaseMs: integer(env, 'RETRY_BASE_MS', 2_000, 1),
      retryMaxMs: integer(env, 'RETRY_MAX_MS', 10 * 60_000, 1),
      maxRejections: integer(env, 'MAX_REJECTIONS', 5, 1),
    },
    healthStuckAfterMs: integer(env, 'HEALTH_STUCK_AFTER_MS', 60 * 60_000, 1),
    shutdownTimeoutMs,
    analytics: analyticsConfig(env, production),
  };
}
