// Build-time runtime plugin of the shell: retries a remote's manifest and entry before giving up.
// It must not import React (build-time runtime plugins run before the share scope exists).
import { RetryPlugin } from '@module-federation/retry-plugin';

export default function retryRuntimePlugin() {
  return RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 400 },
    script: { retryTimes: 2, retryDelay: 400 },
  });
}
