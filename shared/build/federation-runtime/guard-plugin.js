// Stops a remote's production build when its bundle reads a name of the external federation runtime
// that the shell does not publish (provide-plugin.js): e.g. after an upgrade of
// @module-federation/*, the remote would otherwise fail inside the site only.
const path = require('node:path');
const { namesListedIn } = require('../listed-names');

const NAME = 'LinxFederationRuntimeGuard';
const RUNTIME_CORE = '@module-federation/runtime-core';

/** The names provide-plugin.js imports (and publishes). */
const publishedNames = () =>
  namesListedIn(
    path.join(__dirname, 'provide-plugin.js'),
    /import\s*\{([^}]*)\}\s*from\s*'@module-federation\/runtime-core'/,
  );

class FederationRuntimeGuardPlugin {
  apply(compiler) {
    const published = publishedNames();
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compilation.hooks.afterOptimizeDependencies.tap(NAME, (modules) => {
        for (const module of modules) {
          if (module.constructor.name !== 'ExternalModule' || module.userRequest !== RUNTIME_CORE) continue;
          const used = compilation.moduleGraph.getExportsInfo(module).getUsedExports(undefined);
          const missing =
            used === true ? ['(the whole module)'] : [...(used || [])].filter((name) => !published.has(name));
          if (missing.length === 0) continue;
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `The remote reads ${missing.join(', ')} of ${RUNTIME_CORE}, which the shell does not publish: ` +
                'add the names to shared/build/federation-runtime/provide-plugin.js.',
            ),
          );
        }
      });
    });
  }
}

module.exports = { FederationRuntimeGuardPlugin };
