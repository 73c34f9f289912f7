import { init } from '@module-federation/enhanced/runtime';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as Router from 'react-router-dom';
// the one store lives in the kit (@app/shared's state module); jotai itself is provided only so a
// remote's copy of a kit module never brings a second one
// eslint-disable-next-line no-restricted-imports
import * as Jotai from 'jotai';
// eslint-disable-next-line no-restricted-imports
import * as JotaiReact from 'jotai/react';
import * as JotaiVanilla from 'jotai/vanilla';
import * as ReactQuery from '@tanstack/react-query';
import * as Kit from '@app/shared';
import * as KitAreas from '@app/shared/areas';
import * as KitQuery from '@app/shared/query';
import * as KitReleases from '@app/shared/releases';
import remoteErrorPlugin from './remoteErrorPlugin';
import { shareRuntimeCore } from './sharedRuntimeCore';

/** The modules the shell provides the remotes: its own instances, one of each. */
const MODULES: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
  'react-router-dom': Router,
  jotai: Jotai,
  'jotai/vanilla': JotaiVanilla,
  'jotai/react': JotaiReact,
  '@tanstack/react-query': ReactQuery,
  '@app/shared': Kit,
  '@app/shared/areas': KitAreas,
  '@app/shared/query': KitQuery,
  '@app/shared/releases': KitReleases,
};

interface Provided {
  key: string;
  version: string;
  requiredVersion: string;
}

let started = false;

/**
 * Starts the federation runtime (once): the shell is its host, with no webpack container of its
 * own, so the login page carries no runtime; it starts when the first remote is needed. It
 * provides the shell's own modules, each under the version a remote's build declares
 * (APP_SHELL_PROVIDES, from scripts/webpack/shared.js), and turns any failure to load a remote
 * into a RemoteUnavailableError.
 */
export function startFederationHost(): void {
  if (started) return;
  started = true;
  shareRuntimeCore();
  const provided = JSON.parse(process.env.APP_SHELL_PROVIDES ?? '[]') as Provided[];
  init({
    name: 'shell',
    remotes: [],
    shareStrategy: 'loaded-first',
    plugins: [remoteErrorPlugin()],
    shared: Object.fromEntries(
      provided.map(({ key, version, requiredVersion }) => {
        if (!(key in MODULES)) throw new Error(`The shell provides no module ${key}`);
        const lib = MODULES[key];
        return [
          key,
          { version, lib: () => lib, shareConfig: { singleton: true, requiredVersion, eager: false } },
        ];
      }),
    ),
  });
}
