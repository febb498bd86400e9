/**
 * The beacon contract between the shell, the lead service and the analytics collector
 * (docs/decisions.md 14): what one event holds. No field names a person; a visitor is counted by the
 * collector with a daily-rotating salted hash it never stores raw.
 */
export const CONVERSION_KINDS = ['lead', 'whatsapp', 'portal', 'brief', 'consultoria', 'phone', 'email'] as const;
export type ConversionKind = (typeof CONVERSION_KINDS)[number];
/** Conversions a browser may report; a lead is counted only by the lead service. */
export const CLICK_CONVERSION_KINDS = CONVERSION_KINDS.filter((kind) => kind !== 'lead');

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];
export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type VitalRating = (typeof VITAL_RATINGS)[number];

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** Where a visit came from: its first page in this tab, the referrer's host and its UTM tags. */
export interface Attribution {
  landing_page: string;
  referrer_host?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
}

export interface PageViewEvent {
  type: 'pageview';
  /** Path of the page (no query string). */
  path: string;
  /** Route pattern of the route list, e.g. `/blog/:slug`. */
  route: string;
  device: DeviceClass;
  /** The first page of the visit (a document load, not an in-app navigation). */
  entry: boolean;
  attribution: Attribution;
  /**
   * The remote owning the page and its release (docs/releases.md "Watched for its first minutes"):
   * the views an error rate is counted against. Both or neither (a shell older than them sends neither).
   */
  remote?: string;
  release?: string;
}

export interface ConversionEvent {
  type: 'conversion';
  kind: ConversionKind;
  path: string;
  attribution: Attribution;
}

export interface VitalEvent {
  type: 'vital';
  name: VitalName;
  value: number;
  rating: VitalRating;
  path: string;
  route: string;
  device: DeviceClass;
  /** The LCP element, the INP interaction's target or the largest shift's source (a CSS selector). */
  target?: string;
  /** INP's phases in ms: input delay, processing, presentation delay. */
  phases?: { input_delay: number; processing: number; presentation: number };
}

/**
 * What went wrong in a visitor's browser: an uncaught error, an unhandled rejection, or a remote's
 * boundary showing its "no disponible" fallback. No message and no stack: only where it happened.
 */
export const ERROR_KINDS = ['error', 'rejection', 'fallback'] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

/** The release of a remote served from its own build (no live release): `<URL>/mf-manifest.json`. */
export const DIST_RELEASE = 'dist';

/** The version of a release: package version and short commit, maybe `.dirty.<timestamp>` (scripts/lib/releases.mjs). */
export const RELEASE_VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,127}$/;

export interface PageErrorEvent {
  type: 'error';
  kind: ErrorKind;
  /** The remote owning the page's route (the route list's `remote`). */
  remote: string;
  /** That remote's release in the page's addresses file, or `dist`. */
  release: string;
  /** Route pattern of the route list, e.g. `/productos/:slug`. */
  route: string;
}

export type AnalyticsEvent = PageViewEvent | ConversionEvent | VitalEvent | PageErrorEvent;

/**
 * What happened to an app's live release (scripts/lib/release-log.mjs): sent to the collector by
 * `npm run promote`/`rollback` and by the renderer's watch, with the ingest token.
 */
export const RELEASE_ACTIONS = ['promote', 'refused', 'forced', 'rollback', 'auto-rollback'] as const;
export type ReleaseAction = (typeof RELEASE_ACTIONS)[number];

export interface ReleaseEvent {
  /** ISO time of the action. */
  at: string;
  /** A remote's name or `shell`. */
  app: string;
  action: ReleaseAction;
  /** The version made live (null: the app's own build) or refused. */
  version: string | null;
  /** The version that stopped being live, if any. */
  from?: string | null;
  /** Who acted (a person's git name, or `vigilancia` for the watch). */
  by: string;
  reason?: string;
}

/** A beacon: the events of one page since the last one was sent. */
export interface Beacon {
  events: AnalyticsEvent[];
}

export const BEACON_LIMITS = {
  events: 20,
  path: 300,
  text: 100,
  host: 253,
  target: 200,
  /** Characters of who acted on a release, and of the reason given. */
  actor: 100,
  reason: 2000,
  /** Bytes of one beacon body; the collector refuses larger ones before parsing. */
  bodyBytes: 8 * 1024,
} as const;
