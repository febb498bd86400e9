// One renderer at a time across machines (README, "Several instances behind nginx"): with
// RENDER_LOCK_DATABASE_URL the renderer's service holds a PostgreSQL session advisory lock for as
// long as it runs. Another one started meanwhile waits on the lock, and takes over the moment the
// first one's session ends — a stop, or a crash: PostgreSQL ends the session of a process that died
// and frees its locks.
import pg from 'pg';

const RENDER_LOCK = "hashtext('linx:renderer')";

/**
 * Resolves once this process holds the lock (calling `onWaiting()` first if another holds it).
 * `onLost(error)` is called if the session ends while held: the lock is then gone, so stop rendering.
 * Returns `release()`.
 */
export async function holdRenderLock(url, { onWaiting = () => {}, onLost = () => {} } = {}) {
  const client = new pg.Client({ connectionString: url, application_name: 'linx-renderer', keepAlive: true });
  let held = false;
  let released = false;
  const lost = (error) => {
    if (held && !released) onLost(error ?? new Error('the session holding the renderer lock ended'));
  };
  client.on('error', lost);
  client.on('end', () => lost());
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT pg_try_advisory_lock(${RENDER_LOCK}) AS free`);
    if (!rows[0].free) {
      onWaiting();
      await client.query(`SELECT pg_advisory_lock(${RENDER_LOCK})`);
    }
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  held = true;
  return {
    release: async () => {
      released = true;
      await client.end();
    },
  };
}
