export { HydrateWhenSeen, type HydrateWhenSeenProps } from './hydrate-when-seen';
export {
  partOnDemand,
  WaitApartInBrowser,
  type OnDemandCode,
  type OnDemandPart,
  type WaitApartInBrowserProps,
} from './wait-apart-in-browser';
