/**
 * `startServer(options)`: opens the store (seeding a new file), builds the app and listens.
 * Used by main.ts, the tests and the load script. `close()` stops accepting requests, lets the
 * ones in flight finish, flushes and compacts the store.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../shared/src/contract';
import { buildApp } from './app';
import { loadOrCreateSecret } from './auth/secret';
import { closeSanitizer } from './sanitize/index';
import type { AppOptions } from './routes/support';
import { resolveOptions, type ServerOptions } from './config';
import { seedFor } from './seed';
import { Store } from './store/store';

export { buildApp } from './app';
export { loadConfig, resolveOptions, type ServerOptions } from './config';
export { StoreCorruptError } from './store/files';

export interface RunningServer {
  app: FastifyInstance;
  store: Store;
  options: AppOptions;
  port: number;
  /** e.g. http://127.0.0.1:8000 */
  origin: string;
  /** origin + /api/v1 */
  url: string;
  close(): Promise<void>;
}

export function openStore(options: ServerOptions): Promise<Store> {
  return Store.open({
    file: options.dataFile,
    seed: seedFor(options.seed, options.now, options.passwordHashCost),
    compactAfterBytes: options.compactAfterBytes,
  });
}

export async function startServer(overrides: Partial<ServerOptions> = {}): Promise<RunningServer> {
  const resolved = resolveOptions(overrides);
  const store = await openStore(resolved);
  let app: FastifyInstance;
  let options: AppOptions;
  try {
    options = { ...resolved, jwtSecret: resolved.jwtSecret ?? loadOrCreateSecret(path.dirname(resolved.dataFile)) };
    app = await buildApp({ options, store });
    await app.listen({ port: options.port, host: options.host });
  } catch (error) {
    await store.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  const origin = `http://${host}:${port}`;
  let closing: Promise<void> | null = null;
  return {
    app,
    store,
    options,
    port,
    origin,
    url: `${origin}${API_PREFIX}`,
    close: () =>
      (closing ??= (async () => {
        await app.close();
        await store.close();
        await closeSanitizer();
      })()),
  };
}
