/**
 * `npm run server`: the mock server alone, configured from the environment (see config.ts and
 * README.md). Prints one line when listening; SIGTERM/SIGINT flush the store and exit.
 */
import { ConfigError, loadConfig } from './config';
import { SecretError } from './auth/secret';
import { LegacyImportError } from './db/legacyImport';
import { startServer } from './server';

async function main(): Promise<void> {
  const options = loadConfig(process.env);
  const server = await startServer(options);
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
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof SecretError || error instanceof LegacyImportError)
    console.error(error.message);
  else console.error('mock-server: failed to start:', error);
  process.exit(1);
});
