import { PREVIEW_HEADER, previewExpiresAt, previewMode, replacePreviewToken } from '@linx/shared';

/** Retry delay after a renewal that did not reach the CMS (network, CMS restarting). */
const RETRY_MS = 30_000;
/** Never sooner than this between two renewals. */
const MIN_WAIT_MS = 5_000;

interface Clock {
  now: () => number;
  setTimer: (run: () => void, ms: number) => unknown;
}

/**
 * The CMS's preview frame keeps its token current (docs/editorial-workflow.md, "Preview"): a token lives
 * minutes, so halfway through its life the frame trades it at the CMS (POST /api/preview/renew) for a fresh one
 * with the same entry and status. Its later reads, a reload after a save (follow-editor.ts) and a reload of the
 * frame's address use the fresh one. A refused renewal (the preview has been open for hours, or the secret
 * changed) stops: the editor opens the preview again.
 */
export const keepPreviewFresh = (
  cmsUrl: string,
  { now = Date.now, setTimer = (run, ms) => window.setTimeout(run, ms) }: Partial<Clock> = {},
  send: typeof fetch = (...args) => window.fetch(...args),
): void => {
  const endpoint = `${cmsUrl.replace(/\/$/, '')}/api/preview/renew`;

  const schedule = (ms: number): void => {
    setTimer(() => void renew(), Math.max(ms, MIN_WAIT_MS));
  };
  const halfLife = (): number | null => {
    const token = previewMode()?.token;
    const expiresAt = token ? previewExpiresAt(token) : null;
    return expiresAt === null ? null : (expiresAt - now()) / 2;
  };
  const showInAddress = (token: string): void => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has('preview')) return;
    url.searchParams.set('preview', token);
    window.history.replaceState(window.history.state, '', url);
  };

  const renew = async (): Promise<void> => {
    const token = previewMode()?.token;
    if (!token) return;
    let answer: Response;
    try {
      answer = await send(endpoint, { method: 'POST', headers: { [PREVIEW_HEADER]: token } });
    } catch {
      schedule(RETRY_MS);
      return;
    }
    if (answer.status === 401 || answer.status === 403) return;
    if (!answer.ok) {
      schedule(RETRY_MS);
      return;
    }
    const { token: fresh } = (await answer.json()) as { token: string };
    replacePreviewToken(fresh);
    showInAddress(fresh);
    const next = halfLife();
    if (next !== null) schedule(next);
  };

  const first = halfLife();
  if (first !== null) schedule(first);
};
