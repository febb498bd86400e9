// Build-time runtime plugin of the shell: retries a remote's manifest and entry before giving up.
// It must not import React (build-time runtime plugins run before the share scope exists).
import { RetryPlugin } from '@module-federation/retry-plugin';

/**
 * Manifest requests the shell HTML started before any script ran (the static server's early
 * hints: scripts/lib/static-server.mjs), keyed by URL; each is used once.
 */
const takeEarlyResponse = (url) => {
  const early = globalThis.__LINX_EARLY_FETCH__;
  const pending = early?.[url];
  if (!pending) return undefined;
  delete early[url];
  return pending.then(
    (response) => (response.ok ? response : undefined),
    () => undefined,
  );
};

export default function retryRuntimePlugin() {
  const retry = RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 400 },
    script: { retryTimes: 2, retryDelay: 400 },
  });
  return {
    ...retry,
    async fetch(url, options, ...rest) {
      return (await takeEarlyResponse(url)) ?? retry.fetch(url, options, ...rest);
    },
  };
}
