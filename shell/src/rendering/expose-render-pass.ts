import { pendingReads, recordedFailures, renderProtocol, startHtmlPass } from '@linx/shared';
import type { Root } from 'react-dom/client';

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
  status: 200 | 404;
  /** Reasons the render is not good to publish (a CMS read failed, a remote did not load…). */
  errors: string[];
}

declare global {
  interface Window {
    [renderProtocol.globals.renderPage]?: () => Promise<RenderedPage>;
  }
}

const SETTLE_POLL_MS = 50;
const SETTLED_POLLS = 4;
const SETTLE_TIMEOUT_MS = 15_000;

/** Something of the page is still loading: a CMS read in flight, or a spinner (remote, lazy part). */
const loading = (): boolean =>
  pendingReads() > 0 || document.querySelector(`#root main [${renderProtocol.loadingAttribute}]`) !== null;

/**
 * The client pass has settled: nothing loading for several polls in a row. The renderer's "network
 * idle" alone is not enough: between a remote's last chunk and the CMS read its page starts, a busy
 * machine can spend longer than that without a request. After the timeout the HTML pass reports
 * what it finds still loading, and the page is not published.
 */
const untilSettled = async (): Promise<void> => {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  for (let quiet = 0; quiet < SETTLED_POLLS && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
    quiet = loading() ? 0 : quiet + 1;
  }
};

/**
 * In the renderer's browser the page first renders as usual (loading its remote and CMS answers);
 * the renderer then calls its render function (`renderProtocol.globals.renderPage`), which renders the same page to HTML from what was
 * loaded. The HTML renderer (react-dom/static) is downloaded only here, never by visitors.
 */
export const exposeRenderPass = (clientRoot: Root): void => {
  window[renderProtocol.globals.renderPage] = async () => {
    await untilSettled();
    // The browser's render has loaded everything; it stops before the HTML render starts. Both
    // renderers read React's contexts from the same objects: a client render still running in a
    // time slice would leak its router context into the HTML render.
    clientRoot.unmount();
    startHtmlPass();
    const { renderPage } = await import(/* webpackChunkName: "render-page" */ './render-page');
    const page = await renderPage();
    return { ...page, errors: [...page.errors, ...recordedFailures().map((key) => `CMS: ${key}`)] };
  };
};
