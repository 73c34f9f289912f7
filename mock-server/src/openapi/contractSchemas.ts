/**
 * The contract's types (`Endpoints` and the refusals' bodies of @app/contract) as JSON Schemas,
 * read from its TypeScript source. TypeScript parses the whole contract for it, so the server reads them on
 * a thread of its own (`contractSchemasOffThread`) when it starts listening: its requests never
 * wait for TypeScript, and the document is ready by the time anyone asks.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
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
 * `readContractSchemas` on a thread of its own, once a process (the contract's types do not change
 * while it runs: every server the process starts shares them); a failed read is tried again.
 */
export function contractSchemasOffThread(): Promise<ContractSchemas> {
  if (reading) return reading;
  const read = readOffThread();
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
