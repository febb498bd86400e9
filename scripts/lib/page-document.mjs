// The HTML of a page rendered ahead of time: the shell's index.html with the page's head tags,
// preload links, styles, markup and state put in at its linx:* markers, and the page starter's data
// (the files the page named at render time). The state (CMS answers, builds, addresses) lets the
// browser hydrate; it is left out when the shell was rebuilt since the render, so the browser
// renders that page itself with the shell it now loads.
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

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * What the page's stored preloads (page-preloads.mjs) become: links the head carries at once (a
 * connection to the remote, its stylesheets) and what the page starter starts after the first paint
 * (the manifest, the entry and page scripts). They name the remote's files where it was at render
 * time: left out once it has moved, and for a page rendered before they were stored as data.
 */
const remoteFiles = ({ preloads, manifestUrl }, config) => {
  const moved = manifestUrl && !Object.values(config.remotes ?? {}).includes(manifestUrl);
  if (!preloads || typeof preloads !== 'object' || moved) return { headLinks: '', fetches: [], preloads: [] };
  const preconnect = preloads.preconnect
    ? `<link rel="preconnect" href="${escapeAttribute(preloads.preconnect)}" crossorigin>`
    : '';
  const styles = preloads.styles.map((href) => `<link rel="preload" as="style" href="${escapeAttribute(href)}">`);
  return {
    headLinks: preconnect + styles.join(''),
    fetches: [manifestUrl],
    preloads: [preloads.entry, ...preloads.scripts],
  };
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
  const files = remoteFiles(page, config);
  html = html.replace('</head>', () => `${files.headLinks}${page.styles}</head>`);
  if (hydratable) {
    html = html.replace(
      '</body>',
      () => `<script type="application/json" id="${RENDERED_STATE_ID}">${scriptJson(state)}</script></body>`,
    );
  }
  return startScriptsAfterFirstPaint(html, files);
};
