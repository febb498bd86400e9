// Packages every app shares as singletons (ARCHITECTURE.md "Shared singletons"): one React, one
// router context, one styled-components theme, one @linx/shared state.
const sharedPackage = require('../package.json');

const versions = sharedPackage.dependencies;
const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });

module.exports = {
  react: singleton(versions.react),
  'react/': singleton(versions.react),
  'react-dom': singleton(versions['react-dom']),
  'react-dom/': singleton(versions['react-dom']),
  'react-router': singleton(versions['react-router-dom']),
  'react-router-dom': singleton(versions['react-router-dom']),
  'styled-components': singleton(versions['styled-components']),
  '@linx/shared': singleton(sharedPackage.version),
  '@linx/shared/markdown': singleton(sharedPackage.version),
};
