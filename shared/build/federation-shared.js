// Packages every app shares as singletons (ARCHITECTURE.md "Shared singletons"): one React, one
// router context, one styled-components theme, one @linx/shared state.
const path = require('node:path');
const sharedPackage = require('../package.json');

const versions = sharedPackage.dependencies;
const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });
/** The router is shared as the subset the suite uses (react-router/react-router.mjs says why). */
const routerSubset = (file) => ({
  ...singleton(versions['react-router-dom']),
  version: versions['react-router-dom'],
  import: path.join(__dirname, 'react-router', file),
});

module.exports = {
  react: singleton(versions.react),
  'react/': singleton(versions.react),
  'react-dom': singleton(versions['react-dom']),
  'react-dom/': singleton(versions['react-dom']),
  'react-router': routerSubset('react-router.mjs'),
  'react-router-dom': routerSubset('react-router-dom.mjs'),
  'styled-components': singleton(versions['styled-components']),
  '@linx/shared': singleton(sharedPackage.version),
  '@linx/shared/markdown': singleton(sharedPackage.version),
};
