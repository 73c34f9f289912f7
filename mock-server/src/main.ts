/**
 * `npm run server`: the mock server alone, configured from the environment (see config.ts and
 * README.md). Prints one line when listening; SIGTERM/SIGINT flush the store and exit.
 */
import { ConfigError, loadConfig } from './config';
import { SecretError } from './auth/secret';
import { StoreCorruptError } from './store/files';
import { startServer } from './server';

async function main(): Promise<void> {
  const options = loadConfig(process.env);
  const server = await startServer(options);
  console.log(`Mock server listening on ${server.url} (data: ${options.dataFile})`);

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
  if (error instanceof StoreCorruptError || error instanceof ConfigError || error instanceof SecretError) console.error(error.message);
  else console.error('mock-server: failed to start:', error);
  process.exit(1);
});
