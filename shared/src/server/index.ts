// Node-only helpers of the back ends (lead service, analytics collector); never imported by a browser bundle.
export { clientKey, parseTrustProxy, type TrustProxy } from './client-address';
export { loggerOptions } from './logger';
export { integer, list, type Env, type ServerConfig } from './env';
