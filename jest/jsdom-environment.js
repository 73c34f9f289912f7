/**
 * jsdom plus the platform's fetch: MSW 2 (and ky under it) need Node's fetch, Request, Response,
 * Headers, streams, AbortController and BroadcastChannel, which jsdom lacks or implements apart
 * (a jsdom AbortSignal is refused by Node's fetch). The same fix as the jest-fixed-jsdom package,
 * except that Blob, File, FormData and URL stay jsdom's (the CSV tests read jsdom blobs).
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'fetch',
  'Headers',
  'Request',
  'Response',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'TextEncoder',
  'TextDecoder',
  'TextEncoderStream',
  'TextDecoderStream',
  'AbortController',
  'AbortSignal',
  'BroadcastChannel',
  'structuredClone',
];

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    // resolve packages' default (Node) exports, not their "browser" ones: msw/node needs that
    super(
      {
        ...config,
        projectConfig: {
          ...config.projectConfig,
          testEnvironmentOptions: {
            ...config.projectConfig.testEnvironmentOptions,
            customExportConditions: [''],
          },
        },
      },
      context,
    );
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
