// The HTML of a page rendered ahead of time: the shell's index.html with the page's head tags,
// preload links, styles, markup and state put in at its linx:* markers. The state (CMS answers,
// builds, addresses) lets the browser hydrate; it is left out when the shell was rebuilt since
// the render, so the browser renders that page itself with the shell it now loads.
import { scriptJson } from './script-json.mjs';
import crypto from 'node:crypto';
import { renderProtocol } from '../../shared/src/rendering/render-protocol.cjs';
import { inlineShellStylesheets, startScriptsAfterFirstPaint } from './paint-first.mjs';

/** The shell build an HTML was made from: its script files (their names carry content hashes). */
export const shellBuildOf = (shellHtml) => {
  const scripts = [...shellHtml.matchAll(/<script\b[^>]*\bsrc=["']?([^"'\s>]+)/gi)].map(([, src]) => src);
  return crypto.createHash('sha256').update(scripts.join('\n')).digest('hex').slice(0, 16);
};

const RENDERED_STATE_ID = renderProtocol.elements.state;

const replaceMarked = (html, name, replacement) => {
  const pattern = new RegExp(`<!--linx:${name}-->[\\s\\S]*?<!--/linx:${name}-->`);
  if (!pattern.test(html)) throw new Error(`index.html no tiene la marca linx:${name}`);
  return html.replace(pattern, () => replacement);
};

/** `readShellFile(name)`: a file of the shell's dist (its stylesheet is inlined), undefined if missing. */
export const composePage = ({
  shellIndexHtml,
  page,
  config,
  hydratable: wanted = true,
  readShellFile = () => undefined,
}) => {
  const hydratable = wanted && page.shellBuild === shellBuildOf(shellIndexHtml);
  const state = { data: page.data, builds: page.builds, runtimeConfig: config };
  // The shell's own stylesheet (the web font) applies from the HTML, not once its script has run.
  let html = inlineShellStylesheets(shellIndexHtml, readShellFile).replace(
    /<link rel=["']?preload["']? href=(["']?)([^"'\s>]+\.css)\1 as=["']?style["']?>/g,
    '<link rel="stylesheet" href="$2">',
  );
  html = replaceMarked(html, 'title', page.head);
  html = replaceMarked(html, 'noscript', '');
  html = replaceMarked(html, 'app', page.html);
  // Preloads name the remote's files where it was at render time: left out once it has moved.
  const preloadsValid = !page.manifestUrl || Object.values(config.remotes ?? {}).includes(page.manifestUrl);
  html = html.replace('</head>', () => `${preloadsValid ? (page.preloads ?? '') : ''}${page.styles}</head>`);
  if (hydratable) {
    html = html.replace(
      '</body>',
      () => `<script type="application/json" id="${RENDERED_STATE_ID}">${scriptJson(state)}</script></body>`,
    );
  }
  return startScriptsAfterFirstPaint(html);
};
