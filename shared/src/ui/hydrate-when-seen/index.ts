export { HydrateWhenSeen, type HydrateWhenSeenProps } from './hydrate-when-seen';
export { WaitApartInBrowser, type WaitApartInBrowserProps } from './wait-apart-in-browser';
