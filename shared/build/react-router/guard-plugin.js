// Stops the build when a module imports from react-router(-dom) a name the shared singleton does
// not provide (react-router.mjs lists them): without this check the import would be `undefined` at
// run time, inside the site only.
const path = require('node:path');
const { namesListedIn } = require('../listed-names');

const NAME = 'LinxReactRouterGuard';
const SUBSET_DIR = __dirname + path.sep;
const REQUESTS = new Set(['react-router', 'react-router-dom']);

/** The names `export { … } from` in react-router.mjs. */
const providedNames = () => namesListedIn(path.join(__dirname, 'react-router.mjs'), /export\s*\{([^}]*)\}/);

class ReactRouterGuardPlugin {
  apply(compiler) {
    const allowed = providedNames();
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compilation.hooks.finishModules.tap(NAME, (modules) => {
        for (const module of modules) {
          if (!module.resource || module.resource.startsWith(SUBSET_DIR)) continue;
          for (const dependency of module.dependencies ?? []) {
            if (!REQUESTS.has(dependency.request) || !Array.isArray(dependency.ids)) continue;
            const [name] = dependency.ids;
            if (name !== undefined && allowed.has(name)) continue;
            const what = name === undefined ? 'the whole module (namespace import)' : `"${name}"`;
            const error = new compiler.webpack.WebpackError(
              `${path.relative(compiler.context, module.resource)} imports ${what} from ${dependency.request}, ` +
                'which the shared router singleton does not provide. Use named imports and add the name to ' +
                'shared/build/react-router/react-router.mjs.',
            );
            error.module = module;
            compilation.errors.push(error);
          }
        }
      });
    });
  }
}

module.exports = { ReactRouterGuardPlugin };
