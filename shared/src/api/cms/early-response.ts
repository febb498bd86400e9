/**
 * Content requests the shell HTML started before any script ran (the static server's early hints,
 * scripts/lib/static-server.mjs, from cms-reads.json), keyed by URL. Each is used once; a failed or
 * missing one returns undefined and the caller asks the CMS itself.
 */
declare global {
  interface Window {
    __LINX_EARLY_FETCH__?: Record<string, Promise<Response> | undefined>;
  }
}

export const takeEarlyJson = async <T>(url: string): Promise<T | undefined> => {
  const early = typeof window === 'undefined' ? undefined : window.__LINX_EARLY_FETCH__;
  const pending = early?.[url];
  if (!pending) return undefined;
  delete early[url];
  try {
    const response = await pending;
    return response.ok ? ((await response.json()) as T) : undefined;
  } catch {
    return undefined;
  }
};
