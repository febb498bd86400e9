// Shell HTML: preloads what every first visit needs before the page can render, so the browser
// fetches it in parallel with main.js instead of one round trip later. That is the async
// bootstrap chunk with its CSS, the chunks of the shared singletons the shell provides, and the
// above-the-fold font (self-hosted, `font-display: swap`). On a rendered page the script preloads
// move into the page starter, after the first paint (docs/rendering.md, "The page starter").
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'LinxStartupPreloadPlugin';

/** Files of the chunk groups behind the async blocks of `modules` (entry chunks excluded). */
const asyncFilesOf = (compilation, modules) => {
  const files = new Set();
  for (const module of modules) {
    for (const block of module.blocks ?? []) {
      const group = compilation.chunkGraph.getBlockChunkGroup(block);
      for (const chunk of group?.chunks ?? []) {
        if (chunk.canBeInitial()) continue;
        for (const file of chunk.files) files.add(file);
      }
    }
  }
  return [...files];
};

class StartupPreloadPlugin {
  /** @param {{ fonts?: RegExp[] }} [options] asset names of fonts used above the fold */
  constructor({ fonts = [] } = {}) {
    this.fonts = fonts;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = data.publicPath ?? '/';
        const startup = [...compilation.modules].filter(
          (module) =>
            module.constructor.name === 'ProvideSharedModule' ||
            [...compilation.entrypoints.values()].some((entry) =>
              entry.chunks.some((chunk) => compilation.chunkGraph.isEntryModuleInChunk(module, chunk)),
            ),
        );
        const link = (href, as, extra = {}) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: NAME },
          attributes: { rel: 'preload', href: `${publicPath}${href}`, as, ...extra },
        });
        const fonts = Object.keys(compilation.assets)
          .filter((file) => this.fonts.some((pattern) => pattern.test(file)))
          .map((file) => link(file, 'font', { type: 'font/woff2', crossorigin: 'anonymous' }));
        const chunks = asyncFilesOf(compilation, startup)
          .filter((file) => /\.(js|css)$/.test(file))
          .map((file) => link(file, file.endsWith('.css') ? 'style' : 'script'));
        data.headTags.push(...fonts, ...chunks);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin };
