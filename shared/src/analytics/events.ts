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

export type AnalyticsEvent = PageViewEvent | ConversionEvent | VitalEvent;

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
  /** Bytes of one beacon body; the collector refuses larger ones before parsing. */
  bodyBytes: 8 * 1024,
} as const;
