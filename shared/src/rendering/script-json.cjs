// JSON put inside a <script> block (the page's state, JSON-LD): nothing in it can close the
// element. CommonJS so that the Node scripts and the TypeScript of the pages share this one escaper.

/** @param {unknown} value */
const scriptJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, '');

module.exports = { scriptJson };
