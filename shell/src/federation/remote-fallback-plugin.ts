import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailable } from '@linx/shared';

/** Marks the stand-in page module, so it is never kept as the remote's real page. */
export const UNAVAILABLE = 'linxRemoteUnavailable';

/**
 * When a remote's manifest or entry cannot be loaded (after the retry plugin gave up), answer with
 * the Spanish fallback page instead of an exception. It sits inside the normal layout.
 */
export const remoteFallbackPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'linx-remote-fallback',
  errorLoadRemote({ id, lifecycle, error }) {
    if (lifecycle !== 'onLoad') return undefined;
    console.error(`No se pudo cargar el módulo remoto ${id}`, error);
    return { default: RemoteUnavailable, [UNAVAILABLE]: true };
  },
});
