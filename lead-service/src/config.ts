import path from 'node:path';

/** Everything the service reads from its environment, parsed once at start-up. */
export interface Config {
  host: string;
  port: number;
  dbPath: string;
  /** Origins allowed to call the service from a browser (exact `scheme://host[:port]`). */
  siteOrigins: string[];
  bodyLimitBytes: number;
  /** Requests per window and client address on `POST /crm.lead`; 0 turns the limit off. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** Trust X-Forwarded-For (only behind a reverse proxy that sets it). */
  trustProxy: boolean;
  logLevel: string;
  odoo: OdooConfig | null;
  forwarder: ForwarderConfig;
  shutdownTimeoutMs: number;
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

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min}, got "${raw}"`);
  return value;
}

function flag(env: Env, name: string): boolean {
  return ['1', 'true', 'yes'].includes((env[name] ?? '').trim().toLowerCase());
}

function list(raw: string): string[] {
  return raw
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

function odooConfig(env: Env): OdooConfig | null {
  const url = env.ODOO_URL?.trim().replace(/\/+$/, '');
  if (!url) return null;
  if (!/^https?:\/\//.test(url)) throw new Error('ODOO_URL must start with http:// or https://');
  const apiKey = env.ODOO_API_KEY?.trim();
  if (!apiKey) throw new Error('ODOO_API_KEY is required when ODOO_URL is set');
  return {
    url,
    apiKey,
    database: env.ODOO_DB?.trim() || null,
    timeoutMs: integer(env, 'ODOO_TIMEOUT_MS', 15_000, 1),
  };
}

export function loadConfig(env: Env = process.env): Config {
  return {
    host: env.HOST?.trim() || '127.0.0.1',
    port: integer(env, 'PORT', 4000),
    dbPath: env.LEADS_DB?.trim() ? path.resolve(env.LEADS_DB.trim()) : DEFAULT_DB_PATH,
    siteOrigins: list(env.SITE_ORIGINS ?? 'http://localhost:3000,http://127.0.0.1:3000'),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 16 * 1024, 1),
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', 30),
    rateLimitWindowMs: integer(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1),
    trustProxy: flag(env, 'TRUST_PROXY'),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    odoo: odooConfig(env),
    forwarder: {
      pollMs: integer(env, 'FORWARD_POLL_MS', 1_000, 1),
      retryBaseMs: integer(env, 'RETRY_BASE_MS', 2_000, 1),
      retryMaxMs: integer(env, 'RETRY_MAX_MS', 10 * 60_000, 1),
      maxRejections: integer(env, 'MAX_REJECTIONS', 5, 1),
    },
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 1),
  };
}
