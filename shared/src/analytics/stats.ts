import type { ReleaseEvent } from './events';

/** The collector's `GET /stats` answer: the staff dashboard's figures for a range of days. */
export interface DashboardStats {
  range: { from: string; to: string };
  daily: { day: string; visitors: number; pageviews: number; conversions: number; leads: number }[];
  funnel: { visitors: number; contact_visitors: number; leads: number };
  pages: { path: string; views: number; visitors: number }[];
  entries: { landing_page: string; visits: number; conversions: number; leads: number; rate: number }[];
  sources: { source: string; visits: number; conversions: number; leads: number; rate: number }[];
  conversions: { kind: string; count: number }[];
  /** p75 and rating shares per route, device class (or `all`) and metric. */
  vitals: VitalSummary[];
  targets: { route: string; metric: string; target: string; count: number; worst: number }[];
  /** Per remote and release: its page views, its visitors' errors (every kind) and errors per view. */
  errors: ReleaseErrors[];
  /** The newest promotes, refusals, forced promotes and rollbacks, newest first. */
  releases: ReleaseEvent[];
}

export interface ReleaseErrors {
  remote: string;
  release: string;
  views: number;
  errors: number;
  /** Of the errors, the times the remote's boundary showed its fallback. */
  fallbacks: number;
  rate: number;
}

export interface VitalSummary {
  route: string;
  device: string;
  metric: string;
  count: number;
  p75: number;
  good: number;
  needs_improvement: number;
  poor: number;
}
