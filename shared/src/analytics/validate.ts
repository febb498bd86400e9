import { sitePages } from '../routes/site-routes.cjs';
import {
  BEACON_LIMITS,
  CLICK_CONVERSION_KINDS,
  DEVICE_CLASSES,
  ERROR_KINDS,
  RELEASE_ACTIONS,
  RELEASE_VERSION,
  VITAL_NAMES,
  VITAL_RATINGS,
  type AnalyticsEvent,
  type Attribution,
  type ConversionKind,
  type PageErrorEvent,
  type ReleaseEvent,
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

/** The remotes of the route list, and the apps a release may be of (those and the shell). */
const REMOTES: readonly string[] = [...new Set(sitePages.map((page) => page.remote))];
const RELEASE_APPS = [...REMOTES, 'shell'];

const releaseVersion = (value: unknown) =>
  typeof value === 'string' && RELEASE_VERSION.test(value) && !value.includes('..') ? value : undefined;

/** The remote and release a page view names: both, neither, or not a page view of our shell. */
function parseRelease(value: Fields): { remote?: string; release?: string } | null {
  if (value.remote === undefined && value.release === undefined) return {};
  const remote = oneOf(REMOTES, value.remote);
  const release = releaseVersion(value.release);
  return remote && release ? { remote, release } : null;
}

/** An error of a visitor's page: its remote must own its route (a pattern of the route list). */
function parseError(value: Fields): PageErrorEvent | null {
  if (Object.keys(value).length !== 5) return null;
  const kind = oneOf(ERROR_KINDS, value.kind);
  const page = sitePages.find((candidate) => candidate.path === value.route);
  const release = releaseVersion(value.release);
  if (!kind || !page || page.remote !== value.remote || !release) return null;
  return { type: 'error', kind, remote: page.remote, release, route: page.path };
}

// Printable text, with line breaks and tabs (a refusal's reason lists its pages one a line).
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000B-\u001F\u007F]/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/**
 * One event of an app's release log as the release tools send it, or null (unknown fields, an
 * unknown app or action, a version that is not one, text too long or with control characters).
 */
export function parseReleaseEvent(value: unknown): ReleaseEvent | null {
  if (!isRecord(value)) return null;
  const allowed = ['at', 'app', 'action', 'version', 'from', 'by', 'reason'];
  if (Object.keys(value).some((key) => !allowed.includes(key))) return null;
  const at = typeof value.at === 'string' && ISO_TIME.test(value.at) && Number.isFinite(Date.parse(value.at));
  const app = oneOf(RELEASE_APPS, value.app);
  const action = oneOf(RELEASE_ACTIONS, value.action);
  const by = text(value.by, BEACON_LIMITS.actor);
  const version = value.version === null ? null : releaseVersion(value.version);
  if (!at || !app || !action || !by || version === undefined) return null;
  const event: ReleaseEvent = { at: value.at as string, app, action, version, by };
  if (value.from !== undefined) {
    const from = value.from === null ? null : releaseVersion(value.from);
    if (from === undefined) return null;
    event.from = from;
  }
  if (value.reason !== undefined) {
    const reason = value.reason;
    if (typeof reason !== 'string' || reason === '' || reason.length > BEACON_LIMITS.reason) return null;
    if (CONTROL_BUT_LINES.test(reason)) return null;
    event.reason = reason;
  }
  return event;
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
  if (value.type === 'error') return parseError(value);
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
  const release = parseRelease(value);
  if (!device || !route || typeof value.entry !== 'boolean' || !release) return null;
  return {
    type: 'pageview',
    path,
    route,
    device,
    entry: value.entry,
    attribution,
    ...release,
  } satisfies AnalyticsEvent;
}

/** A beacon's events, or null when the body is not a beacon (one bad event refuses the whole beacon). */
export function parseBeacon(body: unknown): AnalyticsEvent[] | null {
  if (!isRecord(body) || !Array.isArray(body.events) || Object.keys(body).length !== 1) return null;
  if (body.events.length === 0 || body.events.length > BEACON_LIMITS.events) return null;
  const events = body.events.map((event) => parseEvent(event));
  return events.every((event) => event !== null) ? (events as AnalyticsEvent[]) : null;
}
