export { HydrateWhenSeen, type HydrateWhenSeenProps } from './hydrate-when-seen';
export { partOnDemand, WaitApartInBrowser, type WaitApartInBrowserProps } from './wait-apart-in-browser';
