import '@fontsource-variable/inter';
import { isRenderPass, loadRuntimeConfig, readRenderedState, setRuntimeConfig } from '@linx/shared';
import { registerSiteRemotes } from './federation/register-remotes';
import { exposeRenderPass } from './rendering/expose-render-pass';
import { canHydrate } from './rendering/can-hydrate';
import { startClient, startHydrated } from './rendering/start-app';

const start = async (): Promise<void> => {
  const rendered = readRenderedState();
  const config = rendered?.runtimeConfig ? setRuntimeConfig(rendered.runtimeConfig) : await loadRuntimeConfig();
  registerSiteRemotes(config.remotes);
  const container = document.getElementById('root');
  if (!container) throw new Error('Falta el elemento #root');
  if (isRenderPass()) {
    exposeRenderPass(startClient(container));
  } else if (rendered && (await canHydrate(rendered, window.location.pathname))) {
    startHydrated(container);
  } else {
    // No HTML of the page, or one made with other builds than this browser loads: React renders
    // the page itself and replaces that markup in one commit (never both on screen).
    startClient(container);
  }
};

void start();
