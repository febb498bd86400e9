import '@fontsource-variable/inter';
import { yieldToMain } from './rendering/yield-to-main';

/**
 * The start-up, in steps that are each their own task, so the page stays responsive while it starts
 * (every module is already in the shell's scripts: no request between the steps). Evaluating the
 * big modules is most of its script time, so each comes first in a step of its own:
 * 1. styled-components (evaluating it adopts the style rules the page's HTML arrived with);
 * 2. React's DOM renderer;
 * 3. the suite's shared code (UI, CMS client), then the remotes' registration and the check that
 *    the page's HTML can be hydrated (its remote's page module loads meanwhile);
 * 4. the site's own modules, then rendering or hydrating.
 */
const start = async (): Promise<void> => {
  await import(/* webpackMode: "eager" */ 'styled-components');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  const { isRenderPass, loadRuntimeConfig, previewMode, readRenderedState, setRuntimeConfig } = await import(
    /* webpackMode: "eager" */ '@linx/shared'
  );
  const { registerSiteRemotes } = await import(/* webpackMode: "eager" */ './federation/register-remotes');
  // Errors are counted from here on, before the page renders (the release watch: docs/releases.md).
  const { measuringAllowed } = await import(/* webpackMode: "eager" */ './analytics/measuring');
  const { watchPageErrors } = await import(/* webpackMode: "eager" */ './analytics/page-errors');
  if (measuringAllowed()) watchPageErrors();
  const rendered = readRenderedState();
  const config = rendered?.runtimeConfig ? setRuntimeConfig(rendered.runtimeConfig) : await loadRuntimeConfig();
  registerSiteRemotes(config.remotes);
  if (previewMode()) {
    // The CMS's preview frame: a chunk of its own, visitors never download it.
    void import(/* webpackChunkName: "preview" */ './preview/follow-editor').then(({ followEditor }) =>
      followEditor(config.cmsUrl),
    );
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('Falta el elemento #root');
  const renderPass = isRenderPass();
  const { canHydrate } = await import(/* webpackMode: "eager" */ './rendering/can-hydrate');
  const hydrate = !renderPass && rendered !== null && (await canHydrate(rendered, window.location.pathname));
  await yieldToMain();
  const { startClient, startHydrated } = await import(/* webpackMode: "eager" */ './rendering/start-app');
  await yieldToMain();
  if (renderPass) {
    // The renderer's browser: the page is rendered to HTML when the renderer asks, from its loader's answers.
    // A chunk of its own: visitors never download the render pass.
    const { exposeRenderPass } = await import(/* webpackChunkName: "render-pass" */ './rendering/expose-render-pass');
    exposeRenderPass();
  } else if (hydrate) {
    startHydrated(container);
  } else {
    // No HTML of the page, or one made with other builds than this browser loads: React renders
    // the page itself and replaces that markup in one commit (never both on screen).
    startClient(container);
  }
};

void start();
