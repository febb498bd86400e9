// Standalone pages of a production-built remote: the federation runtime its bundle expects as the
// global `_FEDERATION_RUNTIME_CORE`. Inside the site the shell provides that global instead, so the
// remote entries the site downloads do not each carry their own copy of the runtime.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
