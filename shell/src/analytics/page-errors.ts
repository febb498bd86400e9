import { REMOTE_FALLBACK_EVENT } from '@linx/shared';
import type { ErrorKind } from '@linx/shared/analytics';

/** An error of this page: its kind and the path it happened on, nothing of its message or stack. */
export interface PageError {
  kind: ErrorKind;
  path: string;
}

/** Errors one document load reports at most: a loop that throws cannot flood the collector. */
export const PAGE_ERRORS_MAX = 5;

let reported = 0;
let waiting: PageError[] = [];
let deliver: ((error: PageError) => void) | undefined;

const report = (kind: ErrorKind) => {
  if (reported >= PAGE_ERRORS_MAX) return;
  reported += 1;
  const error = { kind, path: window.location.pathname };
  if (deliver) deliver(error);
  else waiting.push(error);
};

/**
 * From the shell's first scripts (the beacons' chunk comes after load and idle time, and a page may
 * fail before that): uncaught errors, unhandled rejections and the "no disponible" fallback shown
 * by a remote's boundary are kept until `takePageErrors` (docs/releases.md "Watched for its first
 * minutes"). Call it only where measuring is allowed (measuring.ts).
 */
export const watchPageErrors = (): void => {
  addEventListener('error', () => report('error'));
  addEventListener('unhandledrejection', () => report('rejection'));
  addEventListener(REMOTE_FALLBACK_EVENT, () => report('fallback'));
};

/** Hands the errors kept so far, and every later one, to `to` (the beacons). */
export const takePageErrors = (to: (error: PageError) => void): void => {
  deliver = to;
  for (const error of waiting) to(error);
  waiting = [];
};
