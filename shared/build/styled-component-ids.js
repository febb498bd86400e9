// Stable styled-components ids: each styled component's id (and so its class names) comes from its
// file and name, not from the order the browser happens to evaluate modules in. The render pass and
// a visitor's browser evaluate the shell's and a remote's modules in different orders; with
// styled-components' default counter the classes of the HTML would not be the ones the browser
// computes, and hydrating would insert every rule a second time (a style recalculation per frame).
const path = require('node:path');
const { default: createStyledComponentsTransformer } = require('typescript-plugin-styled-components');

const REPO_ROOT = path.resolve(__dirname, '../..');

/**
 * ts-loader's `getCustomTransformers` for one app. Ids hash the file's path from the repository
 * root, so a build does not depend on where the repository is checked out.
 * @param {{ production: boolean }} options
 */
const styledComponentIds = ({ production }) => {
  const transformer = createStyledComponentsTransformer({ ssr: true, displayName: !production });
  const fromRepoRoot = (context) =>
    new Proxy(context, {
      get: (target, key) =>
        key === 'getCompilerOptions'
          ? () => ({ ...target.getCompilerOptions(), sourceRoot: REPO_ROOT })
          : Reflect.get(target, key),
    });
  return () => ({ before: [(context) => transformer(fromRepoRoot(context))] });
};

module.exports = { styledComponentIds };
