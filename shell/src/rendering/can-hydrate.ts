import { currentBuildId, getRuntimeConfig, type RemoteName, type RenderedPageState } from '@linx/shared';
import { isUnavailable, loadRemotePage } from '../federation/register-remotes';
import { remoteModuleFor } from '../federation/prefetch';

/**
 * Whether the page's HTML can be hydrated: its remote's page module loads, and it is the build the
 * HTML was rendered with. Otherwise that markup is not what this browser's code renders, and the
 * page is rendered in the browser instead.
 */
export const canHydrate = async (rendered: RenderedPageState, pathname: string): Promise<boolean> => {
  const module = remoteModuleFor(pathname);
  if (!module) return true; // the shell's own pages (not found)
  const remote = module.split('/')[0] as RemoteName;
  try {
    if (isUnavailable(await loadRemotePage(module))) return false;
    const build = await currentBuildId(getRuntimeConfig().remotes[remote]);
    return build === rendered.builds[remote];
  } catch {
    return false;
  }
};
