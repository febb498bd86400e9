// A remote's mf-manifest.json → the files one of its exposed pages needs: the remote's entry and
// the page's own stylesheets and scripts. The one reading of a manifest for preloads, used by the
// renderer (scripts/lib/page-preloads.mjs) and the page starter in the browser
// (scripts/lib/page-starter.browser.cjs); docs/rendering.md. CommonJS so that Node scripts, webpack
// configs, jest and TypeScript (allowJs) all load it without a build step.

/** Remote entries are built as this file beside the manifest (shared/build/webpack-config.js). */
const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/**
 * `{ entry, styles, scripts }`: absolute URLs of the remote's entry and of the stylesheets and
 * scripts `expose` ("./SectionsPage") loads at once, read from `manifest`, fetched from the absolute
 * `manifestUrl`. An expose the manifest does not have gives the entry alone.
 * @param {{ metaData: { publicPath: string, remoteEntry: { path: string, name: string } },
 *   exposes: { path: string, assets: { css: { sync: string[] }, js: { sync: string[] } } }[] }} manifest
 * @param {string} manifestUrl
 * @param {string} expose
 * @returns {{ entry: string, styles: string[], scripts: string[] }}
 */
const pageFiles = (manifest, manifestUrl, expose) => {
  const { publicPath, remoteEntry } = manifest.metaData;
  const base = new URL(publicPath === 'auto' ? '.' : publicPath, manifestUrl);
  const url = (file) => new URL(file, base).href;
  const page = manifest.exposes.find((candidate) => candidate.path === expose);
  return {
    entry: url(`${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`),
    styles: page ? page.assets.css.sync.map(url) : [],
    scripts: page ? page.assets.js.sync.map(url) : [],
  };
};

module.exports = { REMOTE_ENTRY_FILE, pageFiles };
