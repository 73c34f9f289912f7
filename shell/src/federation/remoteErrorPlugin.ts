import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailableError } from './RemoteUnavailableError';

/**
 * Federation runtime plugin: any failure to fetch or evaluate a remote (server down, bad entry,
 * missing expose) becomes one typed error naming the remote, which the area's error boundary turns
 * into a message with a retry button instead of a blank shell.
 */
export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-error-plugin',
    errorLoadRemote({ id, error }) {
      const remote = id.split('/')[0] ?? id;
      console.warn(`[shell] remote "${remote}" could not be loaded`, error);
      throw new RemoteUnavailableError(remote, error);
    },
  };
}
