// A remote's `exposes` for module federation, from the route list: one module per page it owns,
// "./SectionsPage" from src/exposes/sections-page.tsx. A page added to shared/src/routes/site-routes.cjs is
// exposed by its remote without a second list (shared/src/routes/site-routes.test.ts checks files).
const { exposeFileName } = require('../src/federation/expose-file.cjs');
const { sitePages } = require('../src/routes/site-routes.cjs');

/** The source file of a page module, relative to its remote's folder. */
const pageModuleFile = (module) => `./src/exposes/${exposeFileName(module)}.tsx`;

/** @param {string} remote  federation name ("marketing") @returns {Record<string, string>} */
const pageExposes = (remote) =>
  Object.fromEntries(
    sitePages.filter((page) => page.remote === remote).map((page) => [`./${page.module}`, pageModuleFile(page.module)]),
  );

module.exports = { pageExposes, pageModuleFile };
