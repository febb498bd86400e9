// What a production remote's federation entry imports as `@module-federation/webpack-bundler-runtime`
// (its `bundler` file, by an alias in webpack-config.js): the same object, built from the functions
// the shell publishes (provide-plugin.js) instead of a copy of them in every remote entry
// (≈ 3 KB gzip of each; index.js says why). The functions take the webpack runtime they serve as an
// argument, so one copy serves every app; `initContainerEntry` is the remote's own, as the shell
// exposes nothing and its build leaves it out.
import * as runtime from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

/** What a remote's webpack runtime calls (the remote-loading `remotes` it has none of). */
const NEEDED = ['init', 'consumes', 'I', 'installInitialConsumes', 'getSharedFallbackGetter'];

const published = globalThis._FEDERATION_BUNDLER_RUNTIME;
const missing = published
  ? NEEDED.filter((name) => typeof published.bundlerRuntime?.[name] !== 'function')
  : ['(all of it)'];
if (missing.length > 0) {
  throw new Error(
    `The federation bundler runtime the shell publishes lacks ${missing.join(', ')}: load the shell ` +
      '(or federation-runtime.js) before this remote, built with the same @module-federation packages.',
  );
}

const federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...published.bundlerRuntime, S: {}, initContainerEntry },
  attachShareScopeMap: published.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

const { bundlerRuntime, bundlerRuntimeOptions, attachShareScopeMap } = federation;

export { attachShareScopeMap, bundlerRuntime, bundlerRuntimeOptions, runtime };
export default federation;
