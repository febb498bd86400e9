// Packages every app shares as singletons (ARCHITECTURE.md "Shared singletons"): one React, one
// router context, one styled-components theme, one @linx/shared state.
const path = require('node:path');
const sharedPackage = require('../package.json');

const versions = sharedPackage.dependencies;
const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });
/**
 * The platform (@linx/shared) at its real version, required at its major: a remote built against
 * 2.x runs on any shell providing 2.y with y ≥ x (docs/platform.md). `strictVersion` makes a pairing
 * the range does not admit fail loudly, never resolve silently to another copy.
 */
const [major, minor] = sharedPackage.version.split('.');
const platform = {
  singleton: true,
  version: sharedPackage.version,
  requiredVersion: `^${major}.${minor}.0`,
  strictVersion: true,
};
/** The router is shared as the subset the suite uses (react-router/react-router.mjs says why). */
const routerSubset = (file) => ({
  ...singleton(versions['react-router-dom']),
  version: versions['react-router-dom'],
  import: path.join(__dirname, 'react-router', file),
});

/**
 * lucide-react's icon factory and the component every icon renders (`Icon`, which a CMS icon draws
 * too), shared by their files: an icon module imports `../createLucideIcon.mjs`, which the suffix
 * match finds inside node_modules. The icons themselves stay in the app that draws them (sharing the
 * package would share every icon); without this each remote's chunks carried their own copy of the
 * factory.
 */
const iconCore = { ...singleton(versions['lucide-react']), allowNodeModulesSuffixMatch: true };

module.exports = {
  react: singleton(versions.react),
  'react/': singleton(versions.react),
  'react-dom': singleton(versions['react-dom']),
  'react-dom/': singleton(versions['react-dom']),
  'react-router': routerSubset('react-router.mjs'),
  'react-router-dom': routerSubset('react-router-dom.mjs'),
  'styled-components': singleton(versions['styled-components']),
  '@linx/shared': platform,
  '@linx/shared/markdown': platform,
  'lucide-react/dist/esm/createLucideIcon.mjs': iconCore,
  'lucide-react/dist/esm/Icon.mjs': iconCore,
};
