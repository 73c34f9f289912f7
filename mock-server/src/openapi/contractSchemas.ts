/**
 * The contract's types (`Endpoints` and the refusals' bodies of @app/contract) as JSON Schemas,
 * read from its TypeScript source. TypeScript parses the whole contract for it, so the server reads them on
 * a thread of its own (`contractSchemasOffThread`) when it starts listening: its requests never
 * wait for TypeScript, and the document is ready by the time anyone asks. What was read is kept
 * for the next process with the same contract.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { threadId, Worker } from 'node:worker_threads';
import { createGenerator } from 'ts-json-schema-generator';

type Schema = Record<string, unknown>;

export const COMPONENTS = '#/components/schemas/';

export interface ContractSchemas {
  /** the contract's named types, as JSON Schemas (references point into components/schemas) */
  schemas: Record<string, Schema>;
  /** each endpoint's response */
  responses: Record<string, Schema | undefined>;
}

/** JSON Schema `definitions` references as the document's component references. */
const asComponents = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value).replaceAll('"#/definitions/', `"${COMPONENTS}`)) as T;

/** The contract's types as JSON Schemas, read from its source (TypeScript parses the contract). */
export function readContractSchemas(): ContractSchemas {
  const source = path.join(path.dirname(require.resolve('@app/contract')), 'api.ts');
  const generator = createGenerator({
    path: source,
    expose: 'export',
    topRef: true,
    jsDoc: 'basic',
    skipTypeCheck: true,
    additionalProperties: true,
  });
  // the calls' types, and the body of every refusal
  const definitions = asComponents({
    ...generator.createSchema('Endpoints').definitions,
    ...generator.createSchema('ApiError').definitions,
    ...generator.createSchema('ImportRefusal').definitions,
  } as Record<string, Schema>);
  const endpoints = definitions.Endpoints as {
    properties: Record<string, { properties?: { res?: Schema } }>;
  };
  const responses = Object.fromEntries(
    Object.entries(endpoints.properties).map(([key, call]) => [key, call.properties?.res]),
  );
  delete definitions.Endpoints;
  return { schemas: definitions, responses };
}

/** The thread's code: run from the TypeScript source, as the server is (tsx), whatever loaded this. */
const THREAD = `require(${JSON.stringify(require.resolve('tsx/cjs'))});
const { parentPort } = require('node:worker_threads');
parentPort.postMessage(require(${JSON.stringify(__filename)}).readContractSchemas());`;

let reading: Promise<ContractSchemas> | null = null;

/**
 * Where the schemas read are kept between processes (beside the generator, in its node_modules'
 * cache folder), one file per version of their inputs: TypeScript reads the whole contract for
 * them, and every start of the server (every suite of the tests) would read it again for the same
 * contract.
 */
export const SCHEMAS_CACHE_DIR = path.join(
  path.dirname(require.resolve('ts-json-schema-generator/package.json')),
  '..',
  '.cache',
  'contract-schemas',
);

/** Every file the schemas are made from (the contract's sources, this reader, the generator's version), hashed. */
function inputsKey(): string {
  const hash = createHash('sha256');
  const sources = path.dirname(require.resolve('@app/contract'));
  const files = fs
    .readdirSync(sources, { recursive: true, encoding: 'utf8' })
    .filter((name) => fs.statSync(path.join(sources, name)).isFile())
    .sort();
  for (const name of files) hash.update(name).update(fs.readFileSync(path.join(sources, name)));
  hash.update(fs.readFileSync(__filename));
  hash.update(fs.readFileSync(require.resolve('ts-json-schema-generator/package.json')));
  return hash.digest('hex').slice(0, 32);
}

/**
 * The schemas from the cache when this version of their inputs was read before, else read on a
 * thread of their own and kept (written whole under a name of its own, then renamed: a process
 * reading at the same time never sees half a file). A cache that cannot be written is only slower.
 */
export async function cachedContractSchemas(cacheDir = SCHEMAS_CACHE_DIR): Promise<ContractSchemas> {
  const file = path.join(cacheDir, `${inputsKey()}.json`);
  try {
    return JSON.parse(await fs.promises.readFile(file, 'utf8')) as ContractSchemas;
  } catch {
    // not read before (or unreadable): read now
  }
  const schemas = await readOffThread();
  try {
    await fs.promises.mkdir(cacheDir, { recursive: true });
    const writing = `${file}.${process.pid}.${threadId}`;
    await fs.promises.writeFile(writing, JSON.stringify(schemas));
    await fs.promises.rename(writing, file);
  } catch {
    // a read-only or full disk: the next process reads them again
  }
  return schemas;
}

/**
 * The contract's schemas, once a process (the contract's types do not change while it runs: every
 * server the process starts shares them); a failed read is tried again.
 */
export function contractSchemasOffThread(): Promise<ContractSchemas> {
  if (reading) return reading;
  const read = cachedContractSchemas();
  reading = read;
  read.catch(() => {
    if (reading === read) reading = null;
  });
  return read;
}

function readOffThread(): Promise<ContractSchemas> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(THREAD, { eval: true });
    worker.once('message', (schemas: ContractSchemas) => {
      resolve(schemas);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the contract's schemas were not read (exit ${code})`)));
  });
}
