'use strict';

const { JSDOM } = require('jsdom');
const createDOMPurify = require('dompurify');

// A CSS function that loads something: url()/src() with anything but a same-document #fragment, and the
// image functions, which take a plain string as an address. Matched loosely (`url (` too): stricter is safe.
const CSS_LOAD = /(?:url|src)\s*\(\s*(?!['"]?\s*#)|(?:image-set|image|cross-fade|element)\s*\(|@import/i;
const CSS_LOADS = new RegExp(`[^;{}]*(?:${CSS_LOAD.source})[^;{}]*`, 'gi');
// Raster images an <image> or <feImage> may embed: they cannot reference anything themselves.
const RASTER_DATA = /^data:image\/(?:png|jpeg|gif|webp|avif);base64,[a-z0-9+/=\s]*$/i;
const EMBEDS_IMAGE = new Set(['image', 'feimage']);

/**
 * CSS (a <style> sheet or a style attribute) without what would load from elsewhere: @import statements
 * and declarations using CSS_LOAD become spaces (never joined text, which could form new tokens). Null
 * when something is left that cannot be cleaned that way: escapes (`\75 rl(` is `url(`) or a `<`.
 */
const cleanCss = (css) => {
  if (/[\\<]/.test(css)) return null;
  const clean = css
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, ' ')
    .replace(/@import[^;]*;?/gi, ' ')
    .replace(CSS_LOADS, ' ');
  return CSS_LOAD.test(clean) ? null : clean;
};

/** Whether an href may stay: a same-document #fragment, or a raster data: image on <image>/<feImage>. */
const isLocalReference = (element, value) => {
  const href = value.replace(/^[\s\p{Cc}]+/u, '');
  return href.startsWith('#') || (EMBEDS_IMAGE.has(element) && RASTER_DATA.test(href));
};

/**
 * On top of DOMPurify's profile, nothing in the file loads from elsewhere (an image shown by the site
 * would otherwise fetch a third party's address from every visitor's browser, or track them): hrefs only
 * to #fragments (links <a> aside, which load nothing), no CSS url()/@import to anywhere else, in <style>,
 * style attributes and presentation attributes (fill="url(…)", filter, mask, clip-path…).
 */
const addNoExternalReferenceHooks = (dompurify) => {
  dompurify.addHook('uponSanitizeAttribute', (node, data) => {
    const element = node.nodeName.toLowerCase();
    const name = data.attrName.toLowerCase();
    if (name === 'href' || name === 'xlink:href') {
      if (element !== 'a' && !isLocalReference(element, data.attrValue)) data.keepAttr = false;
    } else if (name === 'style') {
      const clean = cleanCss(data.attrValue);
      if (clean === null) data.keepAttr = false;
      else data.attrValue = clean;
    } else if (/\\/.test(data.attrValue) || CSS_LOAD.test(data.attrValue)) {
      data.keepAttr = false;
    }
  });
  dompurify.addHook('afterSanitizeElements', (node) => {
    if (node.nodeName.toLowerCase() !== 'style') return;
    const clean = cleanCss(node.textContent);
    if (clean === null) node.remove();
    else node.textContent = clean;
  });
};

let purifier;
const getPurifier = () => {
  if (!purifier) {
    purifier = createDOMPurify(new JSDOM('').window);
    addNoExternalReferenceHooks(purifier);
  }
  return purifier;
};

/**
 * SVG's camelCase element names. The HTML parser gives most of them back their case, but not every one (jsdom's
 * parser writes <fedropshadow>, which no browser draws: a filter that uses it hides what it filters); the
 * serialised file names each of these in its own case again.
 */
const CAMEL_CASE_ELEMENTS = [
  'animateMotion',
  'animateTransform',
  'clipPath',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feImage',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
  'linearGradient',
  'radialGradient',
  'textPath',
];
const CAMEL_CASE_TAG = new RegExp(`<(/?)(${CAMEL_CASE_ELEMENTS.join('|')})(?=[\\s/>])`, 'gi');
const CAMEL_CASE_BY_LOWER = new Map(CAMEL_CASE_ELEMENTS.map((name) => [name.toLowerCase(), name]));
const withSvgCase = (markup) => markup.replace(CAMEL_CASE_TAG, (_, slash, name) => `<${slash}${CAMEL_CASE_BY_LOWER.get(name.toLowerCase())}`);

/** An XML prolog, comments and a doctype before the root element. */
const PROLOG = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>\s*)?/i;

/**
 * Removes what can run or load code from an SVG: <script>, event handlers (onload=…), javascript: links,
 * <foreignObject> and any element or attribute outside DOMPurify's SVG allow-list, and every reference to
 * another document (addNoExternalReferenceHooks). DOMPurify (cure53) is
 * the maintained sanitiser browsers' own projects point to; it runs here on jsdom. Parsed as HTML (the
 * XML mode loses SVG's camelCase names such as viewBox); HTML entities the serialiser writes are turned
 * back into XML character references, since an SVG file is parsed as XML.
 * Returns the clean SVG text, or null when the input has no <svg> root element.
 */
const sanitizeSvg = (text) => {
  const body = String(text).replace(PROLOG, '');
  const clean = getPurifier().sanitize(body, { USE_PROFILES: { svg: true, svgFilters: true } });
  const out = withSvgCase(String(clean).trim().replace(/&nbsp;/g, '&#160;'));
  if (!/^<svg[\s>]/i.test(out) || !/<\/svg>$/i.test(out)) return null;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${out}\n`;
};

/** Whether a buffer's first bytes look like markup (SVG, XML or HTML) rather than a binary format. */
const looksLikeMarkup = (buffer) => /^\uFEFF?\s*</.test(buffer.subarray(0, 512).toString('utf8'));

module.exports = { sanitizeSvg, looksLikeMarkup };
