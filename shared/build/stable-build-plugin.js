// One commit builds the same files in any checkout, so a rebuild elsewhere (another machine, CI's
// folder) does not make visitors download the start-up again. Absolute paths made the files follow
// the folder an app was built in: the federation plugin writes its runtime entry to
// node_modules/.federation/entry.<hash>.js (the hash and the file's imports taken over absolute
// paths), a remote's container entry names that file, shared modules name their fallback's path, and
// a concatenation of modules names a hash of theirs.
// Module ids came from those names, and each file's content hash from its source map too. This plugin
// - numbers the modules as webpack's deterministic ids do, from their names without the
//   repository's folder and that hash (webpack's own plugin then finds every module numbered), and
// - writes both out of the source maps and of the federation plugin's stats (portableStats, which
//   also stops mf-stats.json from publishing the build machine's folders).
// scripts/test/stable-build.test.mjs builds the shell and a remote in two folders and compares.
const path = require('node:path');
const { assignDeterministicIds, getFullModuleName, getUsedModuleIdsAndModules } = require('webpack/lib/ids/IdHelpers');
const { compareModulesByPreOrderIndexOrIdentifier } = require('webpack/lib/util/comparators');

const NAME = 'LinxStableBuild';
const REPOSITORY = path.resolve(__dirname, '..', '..');
const RUNTIME_ENTRY = /([\\/]node_modules[\\/]\.federation[\\/]entry)\.[0-9a-f]+\.js/g;
/** webpack's defaults for deterministic module ids: three digits to start with, grown when crowded. */
const ID_DIGITS = 3;
const ID_SPACE_GROWTH = 10;

/** A text without the build's folder (paths become relative to the repository) and the entry's hash. */
const portableText = (text) =>
  text
    .split(JSON.stringify(REPOSITORY + path.sep).slice(1, -1))
    .join('')
    .replace(RUNTIME_ENTRY, '$1.js');

/**
 * The federation plugin's stats (mf-stats.json, published beside the manifest), made portable too;
 * the exposes that use a shared module are listed in the order the build happened to meet them.
 */
const portableStats = ({ stats }) =>
  JSON.parse(portableText(JSON.stringify(stats)), (key, value) =>
    key === 'usedIn' && Array.isArray(value) ? [...value].sort() : value,
  );

/**
 * A module's name for its id: webpack's, without the build's folder. A concatenation's own name ends
 * with a hash of its modules' absolute paths: it is named by the module it grew from.
 */
const portableName = (compiler, module) =>
  portableText(getFullModuleName(module.rootModule ?? module, compiler.context, compiler.root));

/** Deterministic module ids, each hashed from the module's portable name. */
const numberModules = (compiler, compilation) => {
  const { chunkGraph, moduleGraph } = compilation;
  const [usedIds, modules] = getUsedModuleIdsAndModules(compilation);
  assignDeterministicIds(
    modules,
    (module) => portableName(compiler, module),
    compareModulesByPreOrderIndexOrIdentifier(moduleGraph),
    (module, id) => {
      if (usedIds.has(`${id}`)) return false;
      usedIds.add(`${id}`);
      chunkGraph.setModuleId(module, id);
      return true;
    },
    [10 ** ID_DIGITS],
    ID_SPACE_GROWTH,
    usedIds.size,
  );
};

class StableBuildPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      // Tapped before webpack's own id plugin (applied after the configured plugins).
      compilation.hooks.moduleIds.tap(NAME, () => numberModules(compiler, compilation));
      // After the source maps are written, before the real content hashes are taken.
      const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING + 1;
      compilation.hooks.processAssets.tap({ name: NAME, stage }, (assets) => {
        for (const [name, source] of Object.entries(assets)) {
          if (!name.endsWith('.map')) continue;
          const text = source.source().toString();
          const portable = portableText(text);
          if (portable !== text) compilation.updateAsset(name, new RawSource(portable));
        }
      });
    });
  }
}

module.exports = { StableBuildPlugin, portableStats };
