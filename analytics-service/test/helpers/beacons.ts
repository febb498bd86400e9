import type { FastifyInstance } from 'fastify';
import type { AnalyticsEvent, Attribution } from '@linx/shared/analytics';
import { SITE } from './env';

export const CAMPAIGN: Attribution = {
  landing_page: '/servicios/seo',
  referrer_host: 'www.google.com',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'primavera',
};

export const pageView = (path: string, entry = false, attribution = CAMPAIGN): AnalyticsEvent => ({
  type: 'pageview',
  path,
  route: path,
  device: 'mobile',
  entry,
  attribution,
});

export const vital = (name: 'LCP' | 'INP' | 'CLS', value: number, rating: 'good' | 'needs-improvement' | 'poor') =>
  ({
    type: 'vital',
    name,
    value,
    rating,
    path: '/',
    route: '/',
    device: 'mobile',
    target: 'main>h1',
  }) as AnalyticsEvent;

interface SendOptions {
  from?: string;
  origin?: string | null;
  userAgent?: string;
  headers?: Record<string, string>;
  contentType?: string;
}

/** Sends a beacon as a page of the site does (`sendBeacon`: a text/plain string from the site's origin). */
export function sendBeacon(app: FastifyInstance, body: unknown, options: SendOptions = {}) {
  const origin = options.origin === undefined ? SITE : options.origin;
  return app.inject({
    method: 'POST',
    url: '/events',
    remoteAddress: options.from ?? '198.51.100.10',
    headers: {
      'content-type': options.contentType ?? 'text/plain;charset=UTF-8',
      'user-agent': options.userAgent ?? 'Mozilla/5.0 (Linux; Android 14) Mobile',
      ...(origin === null ? {} : { origin }),
      ...options.headers,
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const rowCount = async (app: FastifyInstance): Promise<number> =>
  (await app.events.all<{ n: number }>('SELECT COUNT(*) AS n FROM events'))[0].n;

/** A page view of `path` under `remote`'s release `release`, as the shell sends it. */
export const releaseView = (path: string, remote: string, release: string): AnalyticsEvent =>
  ({
    ...(pageView(path) as object),
    remote,
    release,
  }) as AnalyticsEvent;

/** An error of a visitor's page under `remote`'s release `release` (no message, no stack). */
export const pageError = (
  route: string,
  remote: string,
  release: string,
  kind: 'error' | 'rejection' | 'fallback' = 'error',
): AnalyticsEvent => ({ type: 'error', kind, remote, release, route });

/** A stored error row of the marketing remote's built release, as an upgraded store gets its first one. */
export const storedErrorRow = {
  day: '2026-01-02',
  at: 5,
  type: 'error',
  visitor: 'v',
  path: '/',
  route: '/',
  kind: 'error',
  remote: 'marketing',
  version: 'dist',
} as const;

/** An event of an app's release log, as the release tools post it. */
export const releaseEvent = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  at: '2026-11-28T10:00:00.000Z',
  app: 'catalogue',
  action: 'promote',
  version: '1.0.0+ab12cd3',
  from: null,
  by: 'Ana Pérez',
  ...extra,
});

/** Posts one release event as the release tools do (no Origin; `token` as the ingest token). */
export const postReleaseEvent = (app: FastifyInstance, body: unknown, token?: string, from = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/release-events',
    remoteAddress: from,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify(body),
  });
