import {
  BEACON_LIMITS,
  CLICK_CONVERSION_KINDS,
  DEVICE_CLASSES,
  VITAL_NAMES,
  VITAL_RATINGS,
  type AnalyticsEvent,
  type Attribution,
  type ConversionKind,
} from './events';

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Printable text without control characters; anything else is not a beacon our code sends.
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL = /[\u0000-\u001F\u007F]/;
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

function text(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string' || value === '' || value.length > max || CONTROL.test(value)) return undefined;
  return value;
}

const pathText = (value: unknown) => {
  const path = text(value, BEACON_LIMITS.path);
  return path?.startsWith('/') ? path : undefined;
};

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return values.includes(value as T) ? (value as T) : undefined;
}

/** An attribution as sent by the site, or null when it is not one (unknown fields are refused). */
export function parseAttribution(value: unknown): Attribution | null {
  if (!isRecord(value)) return null;
  const allowed = ['landing_page', 'referrer_host', 'utm_source', 'utm_medium', 'utm_campaign'];
  if (Object.keys(value).some((key) => !allowed.includes(key))) return null;
  const landing = pathText(value.landing_page);
  if (!landing) return null;
  const result: Attribution = { landing_page: landing };
  if (value.referrer_host !== undefined) {
    const host = text(value.referrer_host, BEACON_LIMITS.host);
    if (!host || !HOST.test(host)) return null;
    result.referrer_host = host.toLowerCase();
  }
  for (const key of ['utm_source', 'utm_medium', 'utm_campaign'] as const) {
    if (value[key] === undefined) continue;
    const tag = text(value[key], BEACON_LIMITS.text);
    if (!tag) return null;
    result[key] = tag;
  }
  return result;
}

function parseVital(value: Fields): AnalyticsEvent | null {
  const name = oneOf(VITAL_NAMES, value.name);
  const rating = oneOf(VITAL_RATINGS, value.rating);
  const device = oneOf(DEVICE_CLASSES, value.device);
  const path = pathText(value.path);
  const route = pathText(value.route);
  const number = value.value;
  if (!name || !rating || !device || !path || !route) return null;
  if (typeof number !== 'number' || !Number.isFinite(number) || number < 0 || number > 600_000) return null;
  const event: AnalyticsEvent = { type: 'vital', name, value: number, rating, path, route, device };
  if (value.target !== undefined) {
    const target = text(value.target, BEACON_LIMITS.target);
    if (!target) return null;
    event.target = target;
  }
  if (value.phases !== undefined) {
    const phases = value.phases;
    if (!isRecord(phases)) return null;
    const ms = ['input_delay', 'processing', 'presentation'].map((key) => phases[key]);
    if (ms.some((part) => typeof part !== 'number' || !Number.isFinite(part) || part < 0 || part > 600_000))
      return null;
    const [input_delay, processing, presentation] = ms as number[];
    event.phases = { input_delay, processing, presentation };
  }
  return event;
}

/** One event of a beacon, or null when any field is missing, unknown in kind or out of bounds. */
export function parseEvent(value: unknown, conversionKinds: readonly ConversionKind[] = CLICK_CONVERSION_KINDS) {
  if (!isRecord(value)) return null;
  if (value.type === 'vital') return parseVital(value);
  const path = pathText(value.path);
  const attribution = parseAttribution(value.attribution);
  if (!path || !attribution) return null;
  if (value.type === 'conversion') {
    const kind = oneOf(conversionKinds, value.kind);
    return kind ? ({ type: 'conversion', kind, path, attribution } satisfies AnalyticsEvent) : null;
  }
  if (value.type !== 'pageview') return null;
  const device = oneOf(DEVICE_CLASSES, value.device);
  const route = pathText(value.route);
  if (!device || !route || typeof value.entry !== 'boolean') return null;
  return { type: 'pageview', path, route, device, entry: value.entry, attribution } satisfies AnalyticsEvent;
}

/** A beacon's events, or null when the body is not a beacon (one bad event refuses the whole beacon). */
export function parseBeacon(body: unknown): AnalyticsEvent[] | null {
  if (!isRecord(body) || !Array.isArray(body.events) || Object.keys(body).length !== 1) return null;
  if (body.events.length === 0 || body.events.length > BEACON_LIMITS.events) return null;
  const events = body.events.map((event) => parseEvent(event));
  return events.every((event) => event !== null) ? (events as AnalyticsEvent[]) : null;
}
