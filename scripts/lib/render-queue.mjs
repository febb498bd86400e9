// The renderer's queue: changes that arrive close together (an editor saving twice, a promote) are
// merged into one run a moment later, and those that arrive during a run into one next run, so
// however many requests come, at most one render runs and one waits.

/**
 * `render({ job, remotes })` runs one render and resolves with its exit code; `job` is 'all' or a
 * Set of content changes (tokens of render-changes.mjs: "article" or "article:<documentId>:<action>"),
 * `remotes` the remotes whose live release changed.
 */
export const createRenderQueue = ({ render, debounceMs = 1000 }) => {
  /** What the next run renders: nothing, 'all', or a Set of changes. */
  let pending;
  /** Remotes whose live release changed since the last run (their pages render next). */
  let pendingRemotes = new Set();
  let running = false;
  let ready = false;
  let timer;
  const runs = [];

  const runNext = async () => {
    if (running || pending === undefined) return;
    const job = pending;
    const remotes = [...pendingRemotes];
    pending = undefined;
    pendingRemotes = new Set();
    running = true;
    const started = Date.now();
    let code;
    try {
      code = await render({ job, remotes });
    } catch (error) {
      console.error(`render: ${error.message}`);
      code = 1;
    }
    const described = job === 'all' ? 'all' : [...job, ...remotes.map((remote) => `remote:${remote}`)];
    runs.unshift({ job: described, code, seconds: (Date.now() - started) / 1000, at: new Date() });
    runs.length = Math.min(runs.length, 20);
    running = false;
    ready = true;
    if (pending !== undefined) runNext();
  };

  return {
    /** Queues `changes` ('all' or a list of tokens) and `remotes`; the run starts `debounceMs` after the last call. */
    enqueue(changes, remotes = []) {
      for (const remote of remotes) pendingRemotes.add(remote);
      if (changes === 'all' || pending === 'all') pending = 'all';
      else pending = new Set([...(pending ?? []), ...changes]);
      clearTimeout(timer);
      timer = setTimeout(runNext, debounceMs);
    },
    /** What waits for the next run: null, or { changes: 'all' | [tokens], remotes: [names] }. */
    pending: () =>
      pending === undefined
        ? null
        : { changes: pending === 'all' ? 'all' : [...pending], remotes: [...pendingRemotes] },
    status: () => ({ ready, running, runs }),
    /** Drops what waits (tests, shutdown); a run under way ends on its own. */
    clear() {
      clearTimeout(timer);
      pending = undefined;
      pendingRemotes = new Set();
    },
  };
};
