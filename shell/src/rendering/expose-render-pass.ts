import { recordedFailures, renderProtocol, startHtmlPass, startPageRecord } from '@linx/shared';
import { awaitRouteData, PAGE_DATA_DEADLINE_MS } from './await-route-data';
import { renderPath, setRenderPath } from './render-location';

/** What the renderer (scripts/prerender) reads from the page after calling `renderProtocol.globals.renderPage`. */
export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The elements React hoists to <head> (title, meta, link), as markup. */
  head: string;
  /** styled-components' style tags for that markup. */
  styles: string;
  data: Record<string, unknown>;
  builds: Record<string, string>;
  /** The CMS entries the page's reads returned: document ids by model (docs/rendering.md). */
  entries: Record<string, string[]>;
  status: 200 | 404;
  /** Reasons the render is not good to publish (a CMS read failed, a remote did not load…). */
  errors: string[];
}

declare global {
  interface Window {
    [renderProtocol.globals.renderPage]?: (pathname?: string) => Promise<RenderedPage>;
  }
}

const unrendered = (errors: string[]): RenderedPage => ({
  html: '',
  head: '',
  styles: '',
  data: {},
  builds: {},
  entries: {},
  status: 200,
  errors,
});

/**
 * In the renderer's browser the page is not rendered as a visitor's is: the renderer calls its render
 * function (`renderProtocol.globals.renderPage`), which awaits what the page's loader declares and
 * then renders the page to HTML from those answers. The HTML renderer (react-dom/static) is
 * downloaded only here, never by visitors.
 *
 * Given a path, the function renders that page (the site's router starts there: render-location.ts)
 * with a fresh record, so one document renders page after page with its scripts and remotes already
 * loaded, never moving its own address (docs/rendering.md, "One render").
 */
export const exposeRenderPass = (deadlineMs = PAGE_DATA_DEADLINE_MS): void => {
  window[renderProtocol.globals.renderPage] = async (pathname = window.location.pathname) => {
    if (renderPath() !== null || pathname !== window.location.pathname) {
      // The document's early requests were for its first render of its own page only.
      window[renderProtocol.globals.earlyFetches] = {};
    }
    setRenderPath(pathname);
    startPageRecord();
    const dataErrors = await awaitRouteData(pathname, deadlineMs);
    if (dataErrors.length > 0) return unrendered(dataErrors);
    startHtmlPass();
    const { renderPage } = await import(/* webpackChunkName: "render-page" */ './render-page');
    const page = await renderPage(pathname);
    return { ...page, errors: [...page.errors, ...recordedFailures().map((key) => `CMS: ${key}`)] };
  };
};
