// Build-time runtime plugin of the shell: retries a remote's manifest and entry before giving up.
// It must not import React (build-time runtime plugins run before the share scope exists).
import { RetryPlugin } from '@module-federation/retry-plugin';
// The manifest request the shell HTML already started, if any (used once).
import { takeEarlyResponse } from '../src/utils/early-response';

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
