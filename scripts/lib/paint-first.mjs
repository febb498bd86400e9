// A page rendered ahead of time paints from its HTML and CSS alone; its scripts only hydrate it.
// So nothing else competes with that first paint: the shell's small stylesheet is inlined (no
// render-blocking request), and the scripts the head names (the shell's entry, the page's remote
// entry and chunks, the remote's manifest) are requested once the first paint is on screen, all at once
// and in their order, by one inline loader at the end of the body.

import { scriptJson } from './script-json.mjs';
import { renderProtocol } from '../../shared/src/rendering/render-protocol.cjs';

const { elements, globals } = renderProtocol;
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
 * The loader, the same code on every page (the CSP allows it by its hash, computed once from this
 * source): it reads what to request from the JSON block right before it, then, once the first
 * contentful paint is on screen, starts the early fetches, adds the preload links and the scripts
 * in order (async=false). A hidden tab paints nothing: at once; a browser without paint timing:
 * after the first frame.
 */
export const FIRST_PAINT_LOADER =
  '(function(){' +
  'var d=JSON.parse(document.currentScript.previousElementSibling.textContent);' +
  'function go(){' +
  `var f=window.${globals.earlyFetches}=window.${globals.earlyFetches}||{};` +
  'd.fetches.forEach(function(u){f[u]=fetch(u)});' +
  'd.preloads.forEach(function(h){var l=document.createElement("link");l.rel="preload";l.as="script";l.href=h;document.head.appendChild(l)});' +
  'd.scripts.forEach(function(h){var e=document.createElement("script");e.src=h;e.async=false;document.head.appendChild(e)})}' +
  'var o=0;function once(){if(!o){o=1;go()}}' +
  'if(document.visibilityState==="hidden")once();' +
  'else if((window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0)' +
  'new PerformanceObserver(function(l){l.getEntries().some(function(e){return e.name==="first-contentful-paint"})&&once()}).observe({type:"paint",buffered:true});' +
  'else requestAnimationFrame(function(){setTimeout(once,0)})' +
  '})()';

const loaderElements = (found) =>
  `<script type="application/json" id="${elements.startScripts}">${scriptJson(found)}</script>` +
  `<script>${FIRST_PAINT_LOADER}</script>`;

/**
 * The manifest request a page's preloads start (page-preloads.mjs): a JSON block naming its URL,
 * or, in pages rendered before that, an inline script with the URL in it.
 */
const EARLY_FETCH_BLOCK = new RegExp(
  `<script type="application/json" ${elements.earlyFetchMark}>([^<]*)</script>`,
  'g',
);
const EARLY_FETCH_SCRIPT =
  /<script>\(window\.__LINX_EARLY_FETCH__=window\.__LINX_EARLY_FETCH__\|\|\{\}\)\[("(?:[^"\\<]|\\.)*")\]=fetch\(\1\)<\/script>/g;

const urlOfJson = (json) => {
  try {
    const url = JSON.parse(json);
    return typeof url === 'string' ? url : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Moves the head's script requests (deferred scripts, script preloads, the early manifest fetch)
 * into a loader that starts them after the first paint. Other head tags stay where they are.
 */
export const startScriptsAfterFirstPaint = (html) => {
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd < 0) return html;
  const found = { fetches: [], preloads: [], scripts: [] };
  const takeFetch = (_, json) => {
    const url = urlOfJson(json);
    if (url) found.fetches.push(url);
    return '';
  };
  const head = html
    .slice(0, headEnd)
    .replace(/<script\b[^>]*\bdefer\b[^>]*><\/script>/gi, (tag) => {
      found.scripts.push(attributeOf(tag, 'src'));
      return '';
    })
    .replace(/<link\b[^>]*\brel=["']?preload["']?[^>]*>/gi, (tag) => {
      if (attributeOf(tag, 'as') !== 'script') return tag;
      found.preloads.push(attributeOf(tag, 'href'));
      return '';
    })
    .replace(EARLY_FETCH_BLOCK, takeFetch)
    .replace(EARLY_FETCH_SCRIPT, takeFetch);
  if (found.scripts.length === 0) return html;
  const rest = html.slice(headEnd).replace(/<\/body>/, () => `${loaderElements(found)}</body>`);
  return head + rest;
};
