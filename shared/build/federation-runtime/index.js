// One federation runtime for the whole site: the shell bundles it and publishes it as a global
// (provide-plugin.js); production remotes leave it out of their entries (≈ 10 KB gzip less per
// remote a visit touches) and check that the shell publishes every name they read (guard-plugin.js).
// The bundler runtime's functions too (≈ 3 KB gzip more; remote-bundler-runtime.js).
const path = require('node:path');
const { FederationRuntimeGuardPlugin } = require('./guard-plugin');

const STANDALONE_RUNTIME_FILE = 'federation-runtime.js';

/** The `experiments` option of the ModuleFederationPlugin of one app. */
const federationExperiments = ({ host, production }) => ({
  // Browser-only runtime code; remotes never load other remotes, so they also drop the
  // remote-loading and manifest-snapshot code (the shell keeps both).
  optimization: host ? { target: 'web' } : { target: 'web', disableRemote: true, disableSnapshot: true },
  ...(host ? {} : { externalRuntime: production }),
});

/**
 * Production remotes take the bundler runtime's functions from the shell too: their federation entry's
 * import of it resolves to remote-bundler-runtime.js.
 */
const BUNDLER_RUNTIME_FILE = require.resolve('@module-federation/webpack-bundler-runtime/bundler');
const federationRuntimeAliases = ({ host, production }) =>
  !host && production ? { [`${BUNDLER_RUNTIME_FILE}$`]: path.join(__dirname, 'remote-bundler-runtime.js') } : {};

/** Runtime plugins of the shell's federation runtime (files, resolved by the federation plugin). */
const hostRuntimePlugins = [require.resolve('./provide-plugin.js')];

/** Build plugins of one app. */
const federationRuntimeBuildPlugins = ({ host, production }) =>
  !host && production ? [new FederationRuntimeGuardPlugin()] : [];

/**
 * A production remote's standalone page (its own index.html) has no shell to provide the runtime:
 * this small second compilation writes dist/federation-runtime.js, loaded before the app's scripts.
 */
const standaloneRuntimeConfig = ({ name, distDir, target }) => ({
  name: `${name}-federation-runtime`,
  dependencies: [name],
  mode: 'production',
  target,
  entry: path.join(__dirname, 'standalone-global.js'),
  devtool: false,
  output: { path: distDir, filename: STANDALONE_RUNTIME_FILE, clean: false },
  performance: { hints: false },
  stats: 'errors-warnings',
});

module.exports = {
  federationExperiments,
  federationRuntimeAliases,
  federationRuntimeBuildPlugins,
  hostRuntimePlugins,
  standaloneRuntimeConfig,
  STANDALONE_RUNTIME_FILE,
};
