'use strict';

const { JSDOM } = require('jsdom');
const createDOMPurify = require('dompurify');

let purifier;
const getPurifier = () => {
  purifier ??= createDOMPurify(new JSDOM('').window);
  return purifier;
};

/** An XML prolog, comments and a doctype before the root element. */
const PROLOG = /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>\s*)?/i;

/**
 * Removes what can run or load code from an SVG: <script>, event handlers (onload=…), javascript: links,
 * <foreignObject> and any element or attribute outside DOMPurify's SVG allow-list. DOMPurify (cure53) is
 * the maintained sanitiser browsers' own projects point to; it runs here on jsdom. Parsed as HTML (the
 * XML mode loses SVG's camelCase names such as viewBox); HTML entities the serialiser writes are turned
 * back into XML character references, since an SVG file is parsed as XML.
 * Returns the clean SVG text, or null when the input has no <svg> root element.
 */
const sanitizeSvg = (text) => {
  const body = String(text).replace(PROLOG, '');
  const clean = getPurifier().sanitize(body, { USE_PROFILES: { svg: true, svgFilters: true } });
  const out = String(clean)
    .trim()
    .replace(/&nbsp;/g, '&#160;');
  if (!/^<svg[\s>]/i.test(out) || !/<\/svg>$/i.test(out)) return null;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${out}\n`;
};

/** Whether a buffer's first bytes look like markup (SVG, XML or HTML) rather than a binary format. */
const looksLikeMarkup = (buffer) => /^\uFEFF?\s*</.test(buffer.subarray(0, 512).toString('utf8'));

module.exports = { sanitizeSvg, looksLikeMarkup };
