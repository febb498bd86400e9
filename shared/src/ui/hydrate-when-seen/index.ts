export { HydrateWhenSeen, type HydrateWhenSeenProps } from './hydrate-when-seen';
