export * from './events';
export { parseAttribution, parseBeacon, parseEvent, parseReleaseEvent } from './validate';
export type { DashboardStats, ReleaseErrors, VitalSummary } from './stats';
