export * from './events';
export { parseAttribution, parseBeacon, parseEvent } from './validate';
