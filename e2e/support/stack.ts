/**
 * The product as separate teams deploy it: the shell and each remote served from its own origin
 * (own port) by the production static server, plus the mock server. Used by the global setup and
 * by tests that stop or redeploy one remote.
 */
import { TEST_PROXY_SECRET, apps, distOf, importScript, type StaticServer } from './scripts';

export type RemoteName = 'admin' | 'company' | 'department' | 'employee';
export const REMOTE_NAMES: RemoteName[] = ['admin', 'company', 'department', 'employee'];

export interface WebStack {
  shellUrl: string;
  remoteUrl: Record<RemoteName, string>;
  shell: StaticServer;
  remotes: Record<RemoteName, StaticServer>;
  close(): Promise<void>;
}

/** Serves the built shell on basePort and the remotes on basePort+1..4, /api proxied to apiPort. */
export async function startWebStack(basePort: number, apiPort: number): Promise<WebStack> {
  const { createStaticServer } = await importScript('scripts/static-server.mjs');
  const { liveRemotesDocument } = await importScript('scripts/remotes-document.js');
  const remoteUrl = {} as Record<RemoteName, string>;
  const remotes = {} as Record<RemoteName, StaticServer>;
  for (const [i, name] of REMOTE_NAMES.entries()) {
    const app = apps.find((a) => a.name === name)!;
    const port = basePort + 1 + i;
    remotes[name] = createStaticServer({ root: distOf(app), cors: true });
    await remotes[name].listen(port);
    remoteUrl[name] = `http://127.0.0.1:${port}`;
  }
  const shellApp = apps.find((a) => a.name === 'shell')!;
  const shell: StaticServer = createStaticServer({
    root: distOf(shellApp),
    apiTarget: `http://127.0.0.1:${apiPort}`,
    proxySecret: TEST_PROXY_SECRET,
    // each remote's live release in the folder its server serves now (a test may point it elsewhere)
    remotesDocument: () =>
      liveRemotesDocument(
        (name: RemoteName) => remotes[name].root(),
        (name: RemoteName) => remoteUrl[name],
      ),
  });
  await shell.listen(basePort);
  return {
    shellUrl: `http://127.0.0.1:${basePort}`,
    remoteUrl,
    shell,
    remotes,
    async close() {
      await Promise.all([shell.close(), ...REMOTE_NAMES.map((n) => remotes[n].close())]);
    },
  };
}
