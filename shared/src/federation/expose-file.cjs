// A page module's file in its remote's src/exposes/: "ProductCataloguePage" → "product-catalogue-page".
// The remote's federation exposes (shared/build/page-exposes.js) and its standalone frame
// (shared/src/standalone/) both find a page's code by it. CommonJS for the same reason as
// page-files.cjs (webpack configs, jest and TypeScript load it without a build step).

/** @param {string} module  a page module's name in the route list ("BlogArticlePage") @returns {string} */
const exposeFileName = (module) => module.replace(/(?<=[a-z0-9])(?=[A-Z])/g, '-').toLowerCase();

module.exports = { exposeFileName };
