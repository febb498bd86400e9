import '@fontsource-variable/inter';
import { isRenderPass, loadRuntimeConfig, readRenderedState, setRuntimeConfig } from '@linx/shared';
import { registerSiteRemotes } from './federation/register-remotes';
import { exposeRenderPass } from './rendering/expose-render-pass';
import { canHydrate } from './rendering/can-hydrate';
import { yieldToMain } from './rendering/yield-to-main';

const start = async (): Promise<void> => {
  const rendered = readRenderedState();
  const config = rendered?.runtimeConfig ? setRuntimeConfig(rendered.runtimeConfig) : await loadRuntimeConfig();
  registerSiteRemotes(config.remotes);
  const container = document.getElementById('root');
  if (!container) throw new Error('Falta el elemento #root');
  const renderPass = isRenderPass();
  const hydrate = !renderPass && rendered !== null && (await canHydrate(rendered, window.location.pathname));
  // Evaluating the site's modules, then rendering or hydrating: separate tasks, so the page stays
  // responsive while it starts (the modules are in this chunk: no request).
  await yieldToMain();
  const { startClient, startHydrated } = await import(/* webpackMode: "eager" */ './rendering/start-app');
  await yieldToMain();
  if (renderPass) {
    exposeRenderPass(startClient(container));
  } else if (hydrate) {
    startHydrated(container);
  } else {
    // No HTML of the page, or one made with other builds than this browser loads: React renders
    // the page itself and replaces that markup in one commit (never both on screen).
    startClient(container);
  }
};

void start();
