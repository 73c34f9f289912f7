/**
 * The modules every federated build shares, once (DESIGN.md "Module federation"): react,
 * react-dom, react-router-dom, jotai, @tanstack/react-query and @app/shared as singletons. The
 * trailing-slash keys share subpaths (react/jsx-runtime, react-dom/client, @app/shared/query) so
 * there is one React and one QueryClient; jotai's core (jotai, jotai/vanilla, jotai/react) is
 * shared for one store, while jotai/utils is not: only @app/shared's state module uses it (lint
 * holds that), so it is tree-shaken into @app/shared instead of travelling whole to the login page.
 * @app/shared/query is its own shared module so the login page (which loads @app/shared) does
 * not load TanStack Query. Nothing else is shared: shared modules are not tree-shaken.
 */
const path = require('node:path');
const rootPkg = require('@app/shared/package.json');
const routerVersion = require('react-router-dom/package.json').version;

function sharedSingletons() {
  const deps = rootPkg.dependencies;
  const singleton = (requiredVersion) => ({ singleton: true, requiredVersion, eager: false });
  return {
    react: singleton(deps.react),
    'react/': singleton(deps.react),
    'react-dom': singleton(deps['react-dom']),
    'react-dom/': singleton(deps['react-dom']),
    // the product's subset of the router, so the shared copy can be tree-shaken (see the file)
    'react-router-dom': {
      ...singleton(deps['react-router-dom']),
      import: path.join(__dirname, 'react-router-dom-subset.js'),
      version: routerVersion,
    },
    jotai: singleton(deps.jotai),
    'jotai/vanilla': singleton(deps.jotai),
    'jotai/react': singleton(deps.jotai),
    '@tanstack/react-query': singleton(deps['@tanstack/react-query']),
    '@app/shared': { ...singleton(`^${rootPkg.version}`), version: rootPkg.version },
    '@app/shared/': { ...singleton(`^${rootPkg.version}`), version: rootPkg.version },
  };
}

module.exports = { sharedSingletons };
