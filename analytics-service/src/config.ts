import path from 'node:path';
import { integer, list, parseTrustProxy, type Env, type ServerConfig, type TrustProxy } from '@linx/shared/server';

/** Everything the collector reads from its environment, parsed once at start-up. */
export interface Config extends ServerConfig {
  /** A PostgreSQL connection string: the store is then that database, shared by every instance. */
  databaseUrl: string | null;
  /** Raw events stored per UTC day, all clients together; beyond it beacons are refused. 0 = no cap. */
  eventsPerDayMax: number;
  /**
   * The site's sitemap: a page of a route with parameters is stored as its own path only when listed
   * there, else as its route pattern (README, "What is stored"). null: every such page as its pattern.
   */
  sitemapUrl: string | null;
  /** Days raw events are kept; their daily aggregates are kept forever. */
  rawRetentionDays: number;
  /** Bearer token of the dashboard's API; without it only loopback clients may read it. */
  staffToken: string | null;
  /**
   * Bearer token of server-side conversions (the lead service); without it only loopback peers, which
   * production refuses (behind a local proxy every client is a loopback peer).
   */
  ingestToken: string | null;
  trustProxy: TrustProxy;
  logLevel: string;
}

export const DEFAULT_DB_PATH = path.resolve(__dirname, '..', 'data', 'analytics.db');

function token(env: Env, name: string, minLength = 16): string | null {
  const value = env[name]?.trim();
  if (!value) return null;
  if (value.length < minLength) throw new Error(`${name} must be at least ${minLength} characters long`);
  return value;
}

/** Characters of the ingest token in production: a random one (npm start makes 32 bytes, 43 characters). */
export const PRODUCTION_INGEST_TOKEN_MIN = 32;

/**
 * ANALYTICS_DATABASE_URL, else ANALYTICS_DATABASE_HOST (with _PORT, _NAME, _USERNAME, _PASSWORD): the
 * PostgreSQL store; none of them: the SQLite file (README, "Analytics").
 */
function databaseUrl(env: Env): string | null {
  const url = env.ANALYTICS_DATABASE_URL?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('ANALYTICS_DATABASE_URL must be a postgres:// URL');
    return url;
  }
  const host = env.ANALYTICS_DATABASE_HOST?.trim();
  if (!host) return null;
  const built = new URL('postgres://localhost');
  built.hostname = host;
  built.port = String(integer(env, 'ANALYTICS_DATABASE_PORT', 5432, 1));
  built.username = env.ANALYTICS_DATABASE_USERNAME?.trim() || 'linx';
  built.password = env.ANALYTICS_DATABASE_PASSWORD ?? '';
  built.pathname = `/${env.ANALYTICS_DATABASE_NAME?.trim() || 'linx_analytics'}`;
  return built.toString();
}

/** ANALYTICS_SITEMAP_URL, by default the first site origin's /sitemap.xml; `off`: none. */
function sitemapUrl(env: Env, siteOrigins: string[]): string | null {
  const value = env.ANALYTICS_SITEMAP_URL?.trim();
  if (value === 'off') return null;
  const url = value || (siteOrigins[0] ? `${siteOrigins[0].replace(/\/$/, '')}/sitemap.xml` : '');
  if (!url) return null;
  if (!/^https?:\/\//.test(url)) throw new Error('ANALYTICS_SITEMAP_URL must start with http:// or https://');
  return url;
}

/** Reads and checks the environment; throws with a message naming the variable at the first problem. */
export function loadConfig(env: Env = process.env): Config {
  const production = env.NODE_ENV?.trim() === 'production';
  const staffToken = token(env, 'ANALYTICS_STAFF_TOKEN');
  // Behind a proxy every request comes from loopback unless TRUST_PROXY is set: production needs the tokens.
  if (production && staffToken === null)
    throw new Error('ANALYTICS_STAFF_TOKEN is required when NODE_ENV=production (the dashboard API is not public)');
  const ingestToken = token(env, 'ANALYTICS_INGEST_TOKEN', production ? PRODUCTION_INGEST_TOKEN_MIN : 16);
  if (production && ingestToken === null)
    throw new Error(
      'ANALYTICS_INGEST_TOKEN is required when NODE_ENV=production (only the lead service may post conversions)',
    );
  const siteOrigins = list(env.SITE_ORIGINS ?? 'http://localhost:3000,http://127.0.0.1:3000');
  return {
    host: env.HOST?.trim() || '127.0.0.1',
    port: integer(env, 'ANALYTICS_PORT', 4300),
    dbPath: env.ANALYTICS_DB?.trim() ? path.resolve(env.ANALYTICS_DB.trim()) : DEFAULT_DB_PATH,
    databaseUrl: databaseUrl(env),
    siteOrigins,
    sitemapUrl: sitemapUrl(env, siteOrigins),
    bodyLimitBytes: integer(env, 'ANALYTICS_BODY_LIMIT_BYTES', 8 * 1024, 256),
    rateLimitMax: integer(env, 'ANALYTICS_RATE_LIMIT_MAX', 120),
    rateLimitWindowMs: integer(env, 'ANALYTICS_RATE_LIMIT_WINDOW_MS', 60_000, 1),
    eventsPerDayMax: integer(env, 'ANALYTICS_EVENTS_PER_DAY_MAX', 2_000_000),
    rawRetentionDays: integer(env, 'ANALYTICS_RAW_RETENTION_DAYS', 30, 1),
    staffToken,
    ingestToken,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
  };
}
