// The page starter: the one inline script of the site's HTML, the same code on a rendered page and
// on a page never rendered, what to start given as data in a JSON block right before it
// (docs/rendering.md, "The page starter"). Its code is page-starter.browser.cjs bundled with the
// manifest reader and minified here, once per process; the CSP allows it by the hash of this text.
import { buildSync } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { renderProtocol } from '../../shared/src/rendering/render-protocol.cjs';
import { scriptJson } from './script-json.mjs';

/** The browsers the site's own code is built for (shared/build/webpack-config.js: the last 2 versions). */
const BROWSERS = ['chrome120', 'edge120', 'firefox120', 'safari17'];

const bundle = () =>
  buildSync({
    entryPoints: [fileURLToPath(new URL('./page-starter.browser.cjs', import.meta.url))],
    bundle: true,
    minify: true,
    format: 'iife',
    target: BROWSERS,
    legalComments: 'none',
    define: { EARLY_FETCHES: JSON.stringify(renderProtocol.globals.earlyFetches) },
    write: false,
  }).outputFiles[0].text.trim();

/** The loader's code, exactly as it stands between <script> and </script>. */
export const PAGE_STARTER_SCRIPT = bundle();

/**
 * The loader and its data: `{ afterPaint, fetches, preloads, scripts }` (files named at render
 * time) and/or `{ routes, remotes, cms, runtimeConfig }` (the route matched in the browser).
 */
export const pageStarterElements = (data) =>
  `<script type="application/json" id="${renderProtocol.elements.pageStarter}">${scriptJson(data)}</script>` +
  `<script>${PAGE_STARTER_SCRIPT}</script>`;
