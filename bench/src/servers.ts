/**
 * What the benchmark runs against: the production builds as they are deployed (the shell and each
 * remote on its own origin, the e2e stack), the comparison build with the remotes bundled in, and
 * the mock server, restartable on another data directory.
 */
import path from 'node:path';
import { startWebStack, type WebStack } from 'e2e/support/stack';
import {
  importScript,
  repoRoot,
  startMockServer,
  type ChildServer,
  type StaticServer,
} from 'e2e/support/scripts';

const base = Number(process.env.BENCH_PORT || 9510);
export const ports = { federatedShell: base, monolith: base + 8, api: base + 9 };
export const monolithDist = path.join(repoRoot, 'bench/dist-monolith');

export interface Servers {
  federatedUrl: string;
  monolithUrl: string;
  /** Stops the mock server and starts it again on another data directory (same port). */
  useData(dataDir: string): Promise<void>;
  close(): Promise<void>;
}

export async function startServers(dataDir: string): Promise<Servers> {
  let api: ChildServer = await startMockServer(ports.api, dataDir);
  await api.ready;
  const stack: WebStack = await startWebStack(ports.federatedShell, ports.api);
  const { createStaticServer } = await importScript('scripts/static-server.mjs');
  const monolith: StaticServer = createStaticServer({
    root: monolithDist,
    apiTarget: `http://127.0.0.1:${ports.api}`,
  });
  await monolith.listen(ports.monolith);
  return {
    federatedUrl: stack.shellUrl,
    monolithUrl: `http://127.0.0.1:${ports.monolith}`,
    async useData(dir) {
      await api.stop();
      api = await startMockServer(ports.api, dir);
      await api.ready;
    },
    async close() {
      await Promise.all([stack.close(), monolith.close(), api.stop()]);
    },
  };
}
