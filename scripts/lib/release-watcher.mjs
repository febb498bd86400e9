// The watch as the renderer's service runs it (docs/releases.md "Watched for its first minutes"):
// every RELEASE_WATCH_INTERVAL_MS one look (release-watch.mjs watchOnce) at every remote's live
// pointer, with the collector's figures; a release rolled back is recorded (auto-rollback, by
// "vigilancia", with the reason) in its log and on the collector, and its remote's pages are
// queued for a re-render. One renderer's service is active per cluster (render-lock.mjs): one watch.
import { apps } from './apps.mjs';
import { collectorHealth, postReleaseEvent } from './release-collector.mjs';
import { readLog } from './release-log.mjs';
import { releaseWatchConfig, watchOnce } from './release-watch.mjs';
import { readPointer, ReleaseError, releasesDir, rollback } from './releases.mjs';

/** Who the log names for the watch's rollbacks. */
export const WATCH_ACTOR = 'vigilancia';

/** The remotes' live pointers (the shell's errors have no remote to blame). */
export const remotePointers = (dir = releasesDir()) =>
  apps.filter((app) => app.remote).flatMap((app) => readPointer(app.remote, dir) ?? []);

/**
 * The watch's rollback of `version` of `name`: only while it is still live (a newer promote is left
 * alone), recorded with its reason, posted to the collector, its remote's pages queued.
 */
export const autoRollback =
  ({ dir = releasesDir(), env = process.env, enqueueRemote, log = console }) =>
  async (name, version, reason) => {
    let pointer;
    try {
      pointer = rollback(name, { dir, ifLive: version, by: WATCH_ACTOR, reason, action: 'auto-rollback' });
    } catch (error) {
      // Promoted or rolled back by someone since the look began: theirs stands.
      if (!(error instanceof ReleaseError)) throw error;
      log.info(`vigilancia: ${error.message}`);
      return;
    }
    log.warn(`vigilancia: ${name} ${version} vuelve a ${pointer.live ?? '(dist)'} / rolled back: ${reason}`);
    enqueueRemote(name);
    await postReleaseEvent(name, readLog(dir, name).at(-1), { env, warn: log.warn });
  };

/**
 * Starts the watch; returns how to stop it. A look never overlaps the one before; a collector that
 * does not answer is told once until it answers again.
 */
export const startReleaseWatch = ({ enqueueRemote, env = process.env, dir = releasesDir(), log = console }) => {
  const config = releaseWatchConfig(env);
  const health = collectorHealth({ env });
  const rollBack = autoRollback({ dir, env, enqueueRemote, log });
  let looking = false;
  let failing = false;
  const look = async () => {
    if (looking) return;
    looking = true;
    try {
      await watchOnce({ pointers: () => remotePointers(dir), health, rollBack, config });
      failing = false;
    } catch (error) {
      if (!failing) log.warn(`vigilancia: sin cifras del colector (${error.message}); se reintenta`);
      failing = true;
    } finally {
      looking = false;
    }
  };
  const timer = setInterval(() => void look(), config.intervalMs);
  timer.unref?.();
  return { look, stop: () => clearInterval(timer) };
};
