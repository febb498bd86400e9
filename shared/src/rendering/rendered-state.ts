import type { RuntimeConfig } from '../config/runtime-config';
import { renderProtocol } from './render-protocol.cjs';

/**
 * A page rendered ahead of time (scripts/prerender.mjs) carries this JSON in its HTML, in
 * a JSON block (`<script type="application/json" id="linx-state">`, render-protocol.cjs): what the browser needs to hydrate the markup
 * instead of rendering it again.
 */
export interface RenderedPageState {
  /** CMS answers the page was rendered with, by resource key ("articles", "case:1"). */
  data: Record<string, unknown>;
  /** Build of each remote the page was rendered with (buildIdOf its manifest). */
  builds: Record<string, string>;
  /** The addresses file the page was rendered with (saves the request for it). */
  runtimeConfig?: RuntimeConfig;
}

export const RENDERED_STATE_ID = renderProtocol.elements.state;

declare global {
  interface Window {
    /** Set by the renderer before any script runs: this page load is a render pass. */
    [renderProtocol.globals.renderPass]?: boolean;
  }
}

/** True in the renderer's browser: the page renders itself to HTML instead of hydrating. */
export const isRenderPass = (): boolean =>
  typeof window !== 'undefined' && window[renderProtocol.globals.renderPass] === true;

let embedded: RenderedPageState | null | undefined;

/** The state of the HTML this document was served with, or null for a client-rendered page. */
export const readRenderedState = (): RenderedPageState | null => {
  if (embedded !== undefined) return embedded;
  const element = typeof document === 'undefined' ? null : document.getElementById(RENDERED_STATE_ID);
  try {
    embedded = element?.textContent ? (JSON.parse(element.textContent) as RenderedPageState) : null;
  } catch {
    embedded = null;
  }
  return embedded;
};
