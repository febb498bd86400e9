// One webpack configuration for the shell and every remote, so all apps build the same way.
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const sharedSingletons = require('./federation-shared');
const { ReactRouterGuardPlugin } = require('./react-router/guard-plugin');
const { StartupPreloadPlugin } = require('./startup-preload-plugin');
const { BrandIconsPlugin } = require('./brand-icons-plugin');
const { styledComponentIds } = require('./styled-component-ids');
const { StableBuildPlugin, portableStats } = require('./stable-build-plugin');
const { REMOTE_ENTRY_FILE } = require('../src/federation/page-files.cjs');
const {
  federationExperiments,
  federationRuntimeAliases,
  federationRuntimeBuildPlugins,
  hostRuntimePlugins,
  standaloneRuntimeConfig,
  STANDALONE_RUNTIME_FILE,
} = require('./federation-runtime');

/** A production entry's file name: its content hash, once webpack has it. */
const entryFileName = ({ chunk, contentHashType = 'javascript' }) =>
  chunk?.contentHash?.[contentHashType] ? '[name].[contenthash:8].js' : '[name].js';

/** The shell provides every singleton from its first script (one request instead of a dozen). */
const eagerShared = Object.fromEntries(
  Object.entries(sharedSingletons).map(([key, config]) => [key, { ...config, eager: true }]),
);

/** The shell's startup (eager shared) code in several files, so no one script is a long task. */
const startupScripts = {
  cacheGroups: {
    reactDom: {
      test: /node_modules[\\/](react-dom|scheduler)[\\/]/,
      name: 'react-dom',
      chunks: 'initial',
      enforce: true,
    },
    styled: {
      test: /node_modules[\\/](styled-components|stylis|@emotion)[\\/]/,
      name: 'styled',
      chunks: 'initial',
      enforce: true,
    },
    router: {
      test: /node_modules[\\/](react-router|react-router-dom)[\\/]/,
      name: 'router',
      chunks: 'initial',
      enforce: true,
    },
    linxShared: { test: /[\\/]shared[\\/]src[\\/]/, name: 'linx-shared', chunks: 'initial', enforce: true },
  },
};

/** The brand's mark: every app's icon (favicon.svg), and the source of the shell's other icons. */
const BRAND_MARK = path.join(__dirname, 'brand-mark.svg');

/** Comments of index.html that mark what a page rendered ahead of time replaces. */
const LINX_MARKER = /^\/?linx:/;

const TARGET =
  'browserslist:last 2 Chrome versions, last 2 Firefox versions, last 2 Safari versions, last 2 Edge versions';

/**
 * react-router's ES module of the mode's build, under a name the share scope does not match (see
 * react-router/). Node resolves the package to its development build, whose warnings (switched on by a
 * constant, not by NODE_ENV) would otherwise ship to every visitor.
 */
const routerModule = (production) =>
  path.join(
    path.dirname(require.resolve('react-router/package.json')),
    'dist',
    production ? 'production' : 'development',
    'index.mjs',
  );
const aliases = (production) => ({
  'linx-react-router-full$': routerModule(production),
  // The render pass's HTML renderer: a name outside the shared `react-dom/` prefix keeps it out of
  // the shell's startup script (shell/src/rendering/render-page.tsx).
  'linx-react-dom-static$': require.resolve('react-dom/static.browser'),
});

/**
 * `/runtime-config.json` on a dev server: the addresses `npm run dev` made of the environment
 * (LINX_RUNTIME_CONFIG, scripts/dev.mjs), or `{}` on a dev server started alone, whose pages then keep
 * their defaults (shared/src/config/runtime-config.ts).
 */
const serveRuntimeConfig = (middlewares) => [
  {
    name: 'linx-runtime-config',
    path: '/runtime-config.json',
    middleware: (_request, response) => {
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      response.setHeader('Cache-Control', 'no-cache');
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.end(process.env.LINX_RUNTIME_CONFIG || '{}');
    },
  },
  ...middlewares,
];

/**
 * @param {object} options
 * @param {string} options.dirname   the app folder
 * @param {string} options.name      federation name ("shell", "catalogue", …)
 * @param {number} options.port      dev server port
 * @param {Record<string,string>} [options.exposes]  remotes: exposed page modules
 * @param {boolean} [options.host]   true for the shell
 * @param {string} [options.title]   HTML title of the app's own page
 */
const createAppConfig =
  ({ dirname, name, port, exposes, host = false, title = 'LINX' }) =>
  (_env, argv) => {
    const production = argv.mode === 'production';
    const publicDir = path.join(dirname, 'public');
    const distDir = path.join(dirname, 'dist');
    // Production remotes expect the federation runtime from the shell (federation-runtime/).
    const externalRuntime = production && !host;
    const app = {
      name,
      mode: production ? 'production' : 'development',
      entry: { main: path.join(dirname, 'src/index.ts') },
      target: TARGET,
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: distDir,
        publicPath: host ? '/' : 'auto',
        // Named by their content, like every chunk (the federation runtime asks for this name before
        // the content hashes exist, for its folder depth only: it gets the name without the hash).
        filename: production ? entryFileName : '[name].js',
        // Hashed in development too: html-webpack-plugin's child compilation builds the shared modules
        // that name their own file (the router subset) again, and under the same name the two copies
        // collided ("Conflict: Multiple assets emit different content to the same filename").
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: { ...aliases(production), ...federationRuntimeAliases({ host, production }) },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'ts-loader',
              options: {
                transpileOnly: true,
                configFile: path.join(dirname, 'tsconfig.json'),
                getCustomTransformers: styledComponentIds({ production }),
              },
            },
          },
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: /\.(png|jpe?g|webp|avif|svg|mp4|webm|woff2?|pdf)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ReactRouterGuardPlugin(),
        new StableBuildPlugin(),
        ...federationRuntimeBuildPlugins({ host, production }),
        new ModuleFederationPlugin({
          name,
          ...(host
            ? {
                remotes: {},
                shareStrategy: 'loaded-first',
                runtimePlugins: [...hostRuntimePlugins, require.resolve('./retry-runtime-plugin.js')],
              }
            : {}),
          ...(exposes ? { filename: REMOTE_ENTRY_FILE, exposes } : {}),
          shared: host ? eagerShared : sharedSingletons,
          manifest: !host && { additionalData: portableStats },
          dts: false,
          experiments: federationExperiments({ host, production }),
        }),
        new MiniCssExtractPlugin({ filename: production ? '[name].[contenthash:8].css' : '[name].css' }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title,
          favicon: false,
          // Absolute script URLs, so a remote's own dev server also renders deep links.
          publicPath: '/',
          federationRuntime: externalRuntime ? `/${STANDALONE_RUNTIME_FILE}` : '',
          appShell: host,
          // html-webpack-plugin's production defaults, keeping the linx:* markers a page rendered
          // ahead of time is composed by (scripts/lib/page-document.mjs).
          minify: production && {
            collapseWhitespace: true,
            keepClosingSlash: true,
            removeComments: true,
            ignoreCustomComments: [LINX_MARKER],
            removeRedundantAttributes: true,
            removeScriptTypeAttributes: true,
            removeStyleLinkTypeAttributes: true,
            useShortDoctype: true,
            minifyCSS: true,
          },
        }),
        // favicon.ico, touch and manifest icons and the web manifest, from the brand mark.
        ...(host ? [new BrandIconsPlugin({ source: BRAND_MARK })] : []),
        ...(host && production
          ? [new StartupPreloadPlugin({ fonts: [/inter-latin-wght-normal\.[0-9a-f]+\.woff2$/] })]
          : []),
        // Every app's page shows the brand's mark as its icon (a remote's own page too).
        new (require('copy-webpack-plugin'))({
          patterns: [
            { from: BRAND_MARK, to: 'favicon.svg' },
            ...(fs.existsSync(publicDir) ? [{ from: publicDir }] : []),
          ],
        }),
        ...(production
          ? [
              new CompressionPlugin({
                algorithm: 'gzip',
                test: /\.(js|css|html|svg|json)$/,
                exclude: /runtime-config/,
                threshold: 1024,
              }),
              new CompressionPlugin({
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
                test: /\.(js|css|html|svg|json)$/,
                exclude: /runtime-config/,
                threshold: 1024,
              }),
            ]
          : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: production ? 'deterministic' : 'named',
        // webpack's own HTML minifier keeps the linx:* markers too.
        minimizeOptions: { html: { comments: LINX_MARKER } },
        // The shell's startup code as a few scripts instead of one: each compiles in its own task.
        ...(host && production ? { splitChunks: startupScripts } : {}),
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port,
        host: '127.0.0.1',
        // Pages at localhost load the remotes' reload client, which connects to 127.0.0.1: both names
        // are this machine's (webpack-dev-server refuses a socket whose Origin names another host).
        allowedHosts: ['localhost', '127.0.0.1', ...(process.env.PUBLIC_HOST ? [process.env.PUBLIC_HOST] : [])],
        historyApiFallback: true,
        setupMiddlewares: serveRuntimeConfig,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: fs.existsSync(publicDir) ? { directory: publicDir } : false,
        client: { overlay: { warnings: false } },
      },
    };
    return externalRuntime ? [app, standaloneRuntimeConfig({ name, distDir, target: TARGET })] : app;
  };

module.exports = { createAppConfig };
