import { renderProtocol } from '../rendering/render-protocol.cjs';

/**
 * Requests the HTML started before the page's scripts (its page starter, docs/rendering.md): the
 * route's remote manifest and the page's first CMS reads (cms-reads.json), keyed by URL. Each is
 * used once; a missing, failed or refused one gives undefined and the caller asks the network
 * itself. Plain module, no React: the shell's federation runtime plugin
 * (shared/build/retry-runtime-plugin.js) imports it before the share scope exists.
 */
declare global {
  interface Window {
    [renderProtocol.globals.earlyFetches]?: Record<string, Promise<Response> | undefined>;
  }
}

export const takeEarlyResponse = async (url: string): Promise<Response | undefined> => {
  const early = typeof window === 'undefined' ? undefined : window[renderProtocol.globals.earlyFetches];
  const pending = early?.[url];
  if (!pending) return undefined;
  delete early[url];
  try {
    const response = await pending;
    return response.ok ? response : undefined;
  } catch {
    return undefined;
  }
};

export const takeEarlyJson = async <T>(url: string): Promise<T | undefined> => {
  const response = await takeEarlyResponse(url);
  try {
    return response ? ((await response.json()) as T) : undefined;
  } catch {
    return undefined;
  }
};
