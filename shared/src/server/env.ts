/** The environment as the back ends read it. */
export type Env = Record<string, string | undefined>;

/** An integer variable ≥ `min`, or `fallback` when unset; throws naming the variable otherwise. */
export function integer(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer ≥ ${min}, got "${raw}"`);
  return value;
}

/** A comma-separated list of origins or URLs, without trailing slashes. */
export function list(raw: string): string[] {
  return raw
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/** What every back end of the suite reads about where it listens and whom it serves. */
export interface ServerConfig {
  host: string;
  port: number;
  dbPath: string;
  /** Origins whose pages may call the service from a browser (exact `scheme://host[:port]`). */
  siteOrigins: string[];
  bodyLimitBytes: number;
  /** Requests per window and client address on the service's public route; 0 turns the limit off. */
  rateLimitMax: number;
  rateLimitWindowMs: number;
}
