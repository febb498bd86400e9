// The names through which the renderer (scripts/lib/render-pass.mjs), the shell's server
// (scripts/lib/site-documents.mjs, page-document.mjs, paint-first.mjs, shell-html.mjs), the page
// loader (page-starter.mjs) and the site's own code in the page (shell/src/rendering,
// shared/src/rendering) talk to each other.
// Declared once, here; docs/rendering.md describes the protocol. CommonJS so that Node scripts,
// webpack configs, jest and TypeScript (allowJs, literal types) all load it without a build step.

const renderProtocol = /** @type {const} */ ({
  /** Request header: the renderer's browser asks the shell's server for its plain HTML. */
  renderPassHeader: 'x-linx-render-pass',
  /** Properties of `window`. */
  globals: {
    /** `true` in the renderer's browser (set before any script of the page runs). */
    renderPass: '__LINX_RENDER__',
    /** Set by the shell in the renderer's browser: renders the loaded page to HTML. */
    renderPage: '__LINX_RENDER_PAGE__',
    /** Requests the HTML started before the scripts (URL → Promise<Response>), taken by the page. */
    earlyFetches: '__LINX_EARLY_FETCH__',
    /** Remote manifests the federation runtime fetched (URL → Promise<manifest>). */
    manifests: '__LINX_MANIFESTS__',
  },
  /** Ids and attributes of elements in the HTML. */
  elements: {
    /** JSON block of a rendered page: CMS answers, builds and addresses to hydrate with. */
    state: 'linx-state',
    /** JSON block read by the page starter (scripts/lib/page-starter.mjs): what to start, and when. */
    pageStarter: 'linx-page-starter',
  },
  /** Attribute of any element still loading (a spinner): the render waits for none to be left. */
  loadingAttribute: 'data-loading',
  /** Attribute set on <html> once React's first commit is done, and the timeline mark with it. */
  interactiveAttribute: 'data-interactive',
  interactiveMark: 'linx:interactive',
});

module.exports = { renderProtocol };
