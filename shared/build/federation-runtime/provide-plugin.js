// Shell runtime plugin: publishes the federation runtime as the global production remotes expect
// (index.js says why). Only the names the remotes' bundles read are published, so the shell carries
// no code it would not carry anyway; each remote build checks this list (guard-plugin.js).
import {
  CurrentGlobal,
  Module,
  ModuleFederation,
  assert,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';

export default function provideRuntimeCorePlugin() {
  globalThis._FEDERATION_RUNTIME_CORE ??= {
    CurrentGlobal,
    Module,
    ModuleFederation,
    assert,
    getGlobalFederationConstructor,
    getRemoteEntry,
    getRemoteInfo,
    helpers,
    loadScript,
    loadScriptNode,
    registerGlobalPlugins,
    satisfy,
    setGlobalFederationConstructor,
    setGlobalFederationInstance,
  };
  // The functions of the bundler runtime every federation entry wires itself with
  // (remote-bundler-runtime.js).
  globalThis._FEDERATION_BUNDLER_RUNTIME ??= { bundlerRuntime, attachShareScopeMap };
  return { name: 'linx-provide-federation-runtime' };
}
