/**
 * `npm run server`: the mock server alone, configured from the environment (see config.ts and
 * README.md). Prints one line when listening; SIGTERM/SIGINT flush the store and exit.
 */
import { ConfigError, loadConfig } from './config';
import { SecretError } from './auth/secret';
import { DataDirInUseError } from './db/dataDirLock';
import { LegacyImportError } from './db/legacyImport';
import { startServer } from './server';

/**
 * Started by `npm start` (which names itself in STOP_WITH_PARENT): the server stops when that
 * process is gone, however it ended, so no API outlives the command that started it.
 */
function stopWithParent(stop: () => void): void {
  const parent = Number(process.env.STOP_WITH_PARENT);
  if (!parent) return;
  setInterval(() => {
    if (process.ppid !== parent) stop();
  }, 1000).unref();
}

async function main(): Promise<void> {
  const options = loadConfig(process.env);
  const server = await startServer(options, {
    progress: (step) => console.log(`mock-server: ${step}...`),
  });
  const where = options.databaseUrl
    ? `PostgreSQL server ${new URL(options.databaseUrl).host}`
    : `embedded PostgreSQL in ${options.dataDir}`;
  console.log(`Mock server listening on ${server.url} (data: ${where})`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // a second signal: give up waiting
    stopping = true;
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`mock-server: shutdown after ${signal} failed:`, error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  stopWithParent(() => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof SecretError ||
    error instanceof LegacyImportError ||
    error instanceof DataDirInUseError
  )
    console.error(error.message);
  else if ((error as { code?: string }).code === 'EADDRINUSE')
    console.error(
      `mock-server: port ${process.env.API_PORT ?? 8000} is in use: stop the program that holds it (an earlier npm start?) or set API_PORT to a free port`,
    );
  else console.error('mock-server: failed to start:', error);
  process.exit(1);
});
