/**
 * Announced on `window` each time a page shows the "no disponible" fallback (RemoteUnavailable): the
 * shell counts it as an error of the remote owning the page's route, for the release watch
 * (docs/releases.md "Watched for its first minutes"). An event, not a call: the shell listens from
 * its first scripts, whichever copy of this package a remote renders the fallback with.
 */
export const REMOTE_FALLBACK_EVENT = 'linx:remote-fallback';

export const announceRemoteFallback = (): void => {
  window.dispatchEvent(new Event(REMOTE_FALLBACK_EVENT));
};
