// The client-address rules are shared with the analytics collector (@linx/shared/server).
export { clientKey, parseTrustProxy, type TrustProxy } from '@linx/shared/server';
