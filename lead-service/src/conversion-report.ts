import type { FastifyBaseLogger } from 'fastify';
import type { Attribution } from '@linx/shared/leads';

export interface AnalyticsConfig {
  /** The analytics collector's base URL. */
  url: string;
  /** Its `ANALYTICS_INGEST_TOKEN`, when it requires one. */
  token: string | null;
  timeoutMs: number;
}

/**
 * Tells the analytics collector a new lead was accepted, with the landing page and UTM tags it came
 * from (docs/decisions.md 14). Fire and forget: it never delays or fails the lead, and a collector
 * that is down or slow only loses this count.
 */
export function reportLeadConversion(
  analytics: AnalyticsConfig,
  attribution: Attribution | null,
  log: FastifyBaseLogger,
): void {
  const body = {
    type: 'conversion',
    kind: 'lead',
    path: '/contacto',
    attribution: attribution ?? { landing_page: '/contacto' },
  };
  fetch(`${analytics.url}/conversions`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(analytics.token ? { Authorization: `Bearer ${analytics.token}` } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(analytics.timeoutMs),
  }).then(
    (response) => {
      if (!response.ok) log.warn({ status: response.status }, 'analytics refused the lead conversion');
    },
    (error: unknown) => log.warn({ err: error }, 'analytics unreachable; lead conversion not counted'),
  );
}
