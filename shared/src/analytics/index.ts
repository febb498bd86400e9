export * from './events';
export { parseAttribution, parseBeacon, parseEvent } from './validate';
export type { DashboardStats, VitalSummary } from './stats';
