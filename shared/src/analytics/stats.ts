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
