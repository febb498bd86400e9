// Build-time runtime plugin of the shell: retries a remote's manifest and entry before giving up,
// and keeps each manifest it fetched (window[renderProtocol.globals.manifests]) for the build check of pages
// rendered ahead of time (src/rendering/build-id.ts).
// It must not import React (build-time runtime plugins run before the share scope exists).
/* global window */
import { RetryPlugin } from '@module-federation/retry-plugin';
// The manifest request the shell HTML already started, if any (used once).
import { takeEarlyResponse } from '../src/utils/early-response';
import { renderProtocol } from '../src/rendering/render-protocol.cjs';

const { manifests: MANIFESTS } = renderProtocol.globals;

const keepManifest = (url, response) => {
  if (typeof window === 'undefined' || !response?.ok) return;
  const manifests = (window[MANIFESTS] = window[MANIFESTS] || {});
  manifests[url] = response.clone().json();
  manifests[url].catch(() => delete manifests[url]);
};

export default function retryRuntimePlugin() {
  const retry = RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 400 },
    script: { retryTimes: 2, retryDelay: 400 },
  });
  return {
    ...retry,
    async fetch(url, options, ...rest) {
      const response = (await takeEarlyResponse(url)) ?? (await retry.fetch(url, options, ...rest));
      keepManifest(url, response);
      return response;
    },
  };
}
