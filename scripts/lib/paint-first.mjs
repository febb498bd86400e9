// A page rendered ahead of time paints from its HTML and CSS alone; its scripts only hydrate it.
// So nothing else competes with that first paint: the shell's small stylesheet is inlined (no
// render-blocking request), and the shell's scripts, with the remote's manifest, entry and page
// chunks, are requested once the first paint is on screen, all at once and in their order, by the
// page starter at the end of the body (docs/rendering.md, "The page starter").
import { pageStarterElements } from './page-starter.mjs';

const HEAD_END = '</head>';

/**
 * `<link rel=preload href=X.css as=style>` of the shell (its web font faces) → `<style>` with X. The
 * style names its file (`data-href`): the chunk loader of the shell's script then finds it in place
 * and does not load X again (a second set of font faces would lay the whole page out once more).
 */
export const inlineShellStylesheets = (html, readShellFile) =>
  html.replace(
    /<link rel=["']?(?:preload|stylesheet)["']? href=(["']?)\/([^"'\s>]+\.css)\1(?: as=["']?style["']?)?>/g,
    (tag, _, file) => {
      const css = readShellFile(file);
      return css === undefined ? tag : `<style data-href="/${file}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
    },
  );

const attributeOf = (tag, name) => new RegExp(`\\b${name}=(["']?)([^"'\\s>]+)\\1`, 'i').exec(tag)?.[2];

/**
 * Moves the shell's script requests out of its head (its deferred scripts, and the script preloads
 * of shared/build/startup-preload-plugin.js) into the page starter, which starts them after the first
 * paint along with `page`: `{ fetches, preloads }`, the remote's manifest and script files. Other
 * head tags stay where they are.
 */
export const startScriptsAfterFirstPaint = (html, page = {}) => {
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd < 0) return html;
  const scripts = [];
  const preloads = [];
  const head = html
    .slice(0, headEnd)
    .replace(/<script\b[^>]*\bdefer\b[^>]*><\/script>/gi, (tag) => {
      scripts.push(attributeOf(tag, 'src'));
      return '';
    })
    .replace(/<link\b[^>]*\brel=["']?preload["']?[^>]*>/gi, (tag) => {
      if (attributeOf(tag, 'as') !== 'script') return tag;
      preloads.push(attributeOf(tag, 'href'));
      return '';
    });
  if (scripts.length === 0) return html;
  const data = {
    afterPaint: true,
    fetches: page.fetches ?? [],
    preloads: [...preloads, ...(page.preloads ?? [])],
    scripts,
  };
  const rest = html.slice(headEnd).replace(/<\/body>/, () => `${pageStarterElements(data)}</body>`);
  return head + rest;
};
