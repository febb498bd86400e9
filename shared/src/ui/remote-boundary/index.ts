export { RemoteBoundary, type RemoteBoundaryProps, type PageModule } from './remote-boundary';
export { RemoteUnavailable, RemoteRetryContext } from './remote-unavailable';
export { ErrorBoundary } from './error-boundary';
export { announceRemoteFallback, REMOTE_FALLBACK_EVENT } from './remote-fallback-event';
