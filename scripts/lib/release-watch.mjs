// The watch over a release just promoted (docs/releases.md "Watched for its first minutes"): for
// `RELEASE_WATCH_WINDOW_MS` after a promote, the renderer's service asks the analytics collector how
// often visitors' browsers hit an error under the new release (uncaught errors, unhandled rejections
// and the remote's "no disponible" fallback, per page view of that remote) and under the release live
// before it. A release whose rate clearly exceeds its predecessor's is rolled back at once: the pointer
// goes back, the pages are re-rendered, and the rollback is recorded with its reason.

/** The thresholds, each from its environment variable (defaults in parentheses). */
export const releaseWatchConfig = (env = process.env) => ({
  /** How long after a promote a release is watched (10 minutes). */
  windowMs: Number(env.RELEASE_WATCH_WINDOW_MS ?? 10 * 60_000),
  /** How often the collector is asked (15 s). */
  intervalMs: Number(env.RELEASE_WATCH_INTERVAL_MS ?? 15_000),
  /** Page views of the new release before it is judged: fewer say nothing (20). */
  minViews: Number(env.RELEASE_WATCH_MIN_VIEWS ?? 20),
  /** Errors of the new release before it is judged: a single one is never a pattern (5). */
  minErrors: Number(env.RELEASE_WATCH_MIN_ERRORS ?? 5),
  /** How many times the predecessor's rate the new one must exceed (3). */
  factor: Number(env.RELEASE_WATCH_FACTOR ?? 3),
  /** Errors per view a release may always have, whatever its predecessor's (0.02: 2 in 100 views). */
  floorRate: Number(env.RELEASE_WATCH_FLOOR_RATE ?? 0.02),
});

const rateOf = ({ views, errors }) => (views > 0 ? errors / views : 0);
const percent = (rate) => `${(rate * 100).toFixed(1)} %`;

/**
 * The verdict on a release from its figures and its predecessor's ({ views, errors } each; the
 * predecessor's over its last day live): 'rollback' with the reason in Spanish, 'ok', or 'watching'
 * while it has too few views or errors to say.
 */
export const judgeRelease = ({ current, previous, config }) => {
  if (current.errors < config.minErrors || current.views < config.minViews) {
    // Errors without views (a page that throws before its view is counted) are judged on errors alone.
    if (!(current.views === 0 && current.errors >= config.minErrors * 2)) return { verdict: 'watching' };
  }
  const rate = current.views > 0 ? rateOf(current) : 1;
  const before = previous && previous.views >= config.minViews ? rateOf(previous) : 0;
  const limit = Math.max(config.floorRate, before * config.factor);
  if (rate <= limit) return { verdict: 'ok' };
  return {
    verdict: 'rollback',
    reason:
      `${current.errors} errores en ${current.views} vistas (${percent(rate)}), ` +
      `más que el límite de ${percent(limit)} (antes: ${percent(before)})`,
  };
};

/** Whether a pointer names a release still in its first minutes, promoted (not rolled back to). */
export const isWatched = (pointer, config, now = Date.now()) =>
  Boolean(
    pointer?.live &&
    pointer.promotedAt &&
    !pointer.rolledBackFrom &&
    now - Date.parse(pointer.promotedAt) < config.windowMs,
  );

/**
 * One look at every remote's live release. `pointers()` lists the live pointers ({ name, live,
 * history, promotedAt, rolledBackFrom }), `health(name, version, since)` answers { views, errors } of
 * one release since a time, `rollBack(name, version, reason)` moves the pointer back (only while that
 * version is still live) and re-renders. Returns what it did, for the log and the tests.
 */
export const watchOnce = async ({ pointers, health, rollBack, config, now = Date.now() }) => {
  const actions = [];
  for (const pointer of pointers()) {
    if (!isWatched(pointer, config, now)) continue;
    const since = pointer.promotedAt;
    const current = await health(pointer.name, pointer.live, since);
    const predecessor = pointer.history.at(-1);
    const previous = await health(pointer.name, predecessor ?? 'dist', new Date(now - 86_400_000).toISOString());
    const verdict = judgeRelease({ current, previous, config });
    if (verdict.verdict === 'rollback') {
      await rollBack(pointer.name, pointer.live, verdict.reason);
      actions.push({ name: pointer.name, version: pointer.live, ...verdict });
    }
  }
  return actions;
};
