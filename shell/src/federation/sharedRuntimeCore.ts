import {
  assert,
  CurrentGlobal,
  getGlobalFederationConstructor,
  getRemoteEntry,
  getRemoteInfo,
  helpers,
  loadScript,
  loadScriptNode,
  Module,
  ModuleFederation,
  registerGlobalPlugins,
  satisfy,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

/**
 * The remotes are built without a federation runtime core of their own (`externalRuntime`): each
 * remote entry reads the shell's from this global when it runs, so it must be set before the first
 * remote entry is loaded. Only the parts a remote entry uses are offered, which the shell's own
 * runtime already carries.
 */
export function shareRuntimeCore(): void {
  (globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE ??= {
    assert,
    CurrentGlobal,
    getGlobalFederationConstructor,
    getRemoteEntry,
    getRemoteInfo,
    helpers,
    loadScript,
    loadScriptNode,
    Module,
    ModuleFederation,
    registerGlobalPlugins,
    satisfy,
    setGlobalFederationConstructor,
    setGlobalFederationInstance,
  };
}
