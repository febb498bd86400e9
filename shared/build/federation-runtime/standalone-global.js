// Standalone pages of a production-built remote: the federation runtime and the bundler runtime's
// functions its bundle expects as the globals `_FEDERATION_RUNTIME_CORE` and
// `_FEDERATION_BUNDLER_RUNTIME`. Inside the site the shell provides those globals instead, so the
// remote entries the site downloads do not each carry their own copy of the runtime.
import * as runtimeCore from '@module-federation/runtime-core';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
globalThis._FEDERATION_BUNDLER_RUNTIME ??= { bundlerRuntime, attachShareScopeMap };
