/**
 * The shell is the federation runtime's host without a webpack container of its own: once signed
 * in it starts the runtime, providing each module a remote's release takes from it (those built
 * with `import: false`) as its own instance, under the version the release's build declares.
 */
import * as React from 'react';
import * as ReactQuery from '@tanstack/react-query';
import * as Kit from '@app/shared';
import * as KitQuery from '@app/shared/query';

const init = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  init: (...args: unknown[]) => init(...args),
}));

interface Provided {
  key: string;
  version: string;
  requiredVersion: string;
}
const modules = jest.requireActual('@app/scripts/shared-modules') as {
  SHELL_PROVIDES: string[];
  shellProvides(): Provided[];
};

test("starts once, providing every module a release takes from the shell, the shell's own instance under the declared version", async () => {
  process.env.APP_SHELL_PROVIDES = JSON.stringify(modules.shellProvides());
  const { startFederationHost } = await import('../src/federation/host');
  startFederationHost();
  startFederationHost();
  expect(init).toHaveBeenCalledTimes(1);
  const options = init.mock.calls[0][0] as {
    name: string;
    shared: Record<string, { version: string; lib(): unknown; shareConfig: { singleton: boolean } }>;
    plugins: { name: string }[];
  };
  expect(options.name).toBe('shell');
  expect(Object.keys(options.shared).sort()).toEqual([...modules.SHELL_PROVIDES].sort());
  // the same instances (compared by a member: each test module has its own namespace wrapper)
  const lib = <T>(key: string) => options.shared[key].lib() as T;
  expect(lib<typeof React>('react').useState).toBe(React.useState);
  expect(lib<typeof ReactQuery>('@tanstack/react-query').QueryClient).toBe(ReactQuery.QueryClient);
  expect(lib<typeof Kit>('@app/shared').appStore).toBe(Kit.appStore);
  expect(lib<typeof KitQuery>('@app/shared/query').queryClient).toBe(KitQuery.queryClient);
  for (const { key, version } of modules.shellProvides()) {
    expect(options.shared[key].version).toBe(version);
    expect(options.shared[key].shareConfig.singleton).toBe(true);
  }
  expect(options.shared['@app/shared'].version).toMatch(/^\d+\.\d+\.\d+-c-[0-9a-f]{12}$/);
  expect(options.plugins.map((plugin) => plugin.name)).toEqual(['shell-remote-error-plugin']);
});
