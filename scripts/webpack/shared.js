/**
 * The modules every federated build shares, once (DESIGN.md "Module federation"): react,
 * react-dom, react-router-dom, jotai, @tanstack/react-query and @app/shared as singletons. The
 * trailing-slash keys share subpaths (react/jsx-runtime, react-dom/client, @app/shared/query) so
 * there is one React and one QueryClient; jotai's core (jotai, jotai/vanilla, jotai/react) is
 * shared for one store, while jotai/utils is not: only @app/shared's state module uses it (lint
 * holds that), so it is tree-shaken into @app/shared instead of travelling whole to the login page.
 * @app/shared/query is its own shared module so the login page (which loads @app/shared) does
 * not load TanStack Query. Nothing else is shared: shared modules are not tree-shaken.
 * Each is declared with a version that changes with its content (sharedVersions): the kit's and the
 * router subset's are content hashes, required exactly.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const rootPkg = require('@app/shared/package.json');
const routerVersion = require('react-router-dom/package.json').version;

const ROOT = path.resolve(__dirname, '../..');
const ROUTER_SUBSET = path.join(__dirname, 'react-router-dom-subset.js');

/** Every file under `entry` (a file or a folder), sorted, as paths from the repository's root. */
function filesOf(entry) {
  const full = path.resolve(ROOT, entry);
  if (!fs.statSync(full).isDirectory()) return [path.relative(ROOT, full)];
  return fs
    .readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile())
    .map((item) => path.relative(ROOT, path.join(item.parentPath ?? item.path, item.name)))
    .sort();
}

/**
 * A version that changes when the content does: `<version>-c-<hash>`, the hash (12 hex digits) of
 * every file's path and bytes under `entries`. Two copies of a shared module built from different
 * code never pass as one: the federation runtime and the release check compare these.
 */
function contentVersion(version, entries) {
  const hash = crypto.createHash('sha256');
  for (const file of entries.flatMap(filesOf)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(ROOT, file)));
  }
  return `${version}-c-${hash.digest('hex').slice(0, 12)}`;
}

let versions = null;
/**
 * The versions of the shared modules this checkout builds that a package version does not pin:
 * the kit (@app/shared with the contract it carries) and the product's subset of the router. The
 * libraries shared as they are (React, jotai, TanStack Query) are pinned by their package version.
 */
function sharedVersions() {
  versions ??= {
    '@app/shared': contentVersion(rootPkg.version, [
      'shared/src',
      'shared/package.json',
      'contract/src',
      'contract/package.json',
    ]),
    'react-router-dom': contentVersion(routerVersion, [path.relative(ROOT, ROUTER_SUBSET)]),
  };
  return versions;
}

/**
 * What the shell always provides (its own imports, signed in or not): a remote's release, which
 * runs inside the shell only, takes these from it and carries no copy of its own (`import: false`):
 * its entry and its release are smaller, and the one instance is the shell's.
 */
const SHELL_PROVIDES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'jotai',
  'jotai/vanilla',
  'jotai/react',
  '@tanstack/react-query',
  '@app/shared',
  '@app/shared/areas',
  '@app/shared/query',
  '@app/shared/releases',
];

/** @param {{ inShell?: boolean }} [options] inShell: a remote's release (the shell provides SHELL_PROVIDES) */
function sharedSingletons({ inShell = false } = {}) {
  const deps = rootPkg.dependencies;
  const singleton = (requiredVersion) => ({ singleton: true, requiredVersion, eager: false });
  const content = sharedVersions();
  const shared = {
    react: singleton(deps.react),
    'react/': singleton(deps.react),
    'react-dom': singleton(deps['react-dom']),
    'react-dom/': singleton(deps['react-dom']),
    // the product's subset of the router, so the shared copy can be tree-shaken (see the file)
    'react-router-dom': {
      ...singleton(content['react-router-dom']),
      import: ROUTER_SUBSET,
      version: content['react-router-dom'],
    },
    jotai: singleton(deps.jotai),
    'jotai/vanilla': singleton(deps.jotai),
    'jotai/react': singleton(deps.jotai),
    '@tanstack/react-query': singleton(deps['@tanstack/react-query']),
    '@app/shared': { ...singleton(content['@app/shared']), version: content['@app/shared'] },
    '@app/shared/': { ...singleton(content['@app/shared']), version: content['@app/shared'] },
  };
  if (!inShell) return shared;
  // exact keys win over the prefixes ('react/', '@app/shared/'): each provided module is named
  for (const key of SHELL_PROVIDES) {
    const prefix = Object.keys(shared).find((k) => k.endsWith('/') && key.startsWith(k));
    shared[key] = { ...(shared[key] ?? shared[prefix]), import: false };
  }
  return shared;
}

/** The installed version of package `name`. */
const installedVersion = (name) => require(`${name}/package.json`).version;

/**
 * What the shell provides, as the federation runtime's `init` takes it (the shell is no webpack
 * federation container: it starts the runtime itself once signed in, so the login page carries no
 * federation runtime): each module's key, version and required version, as a remote's build
 * declares them.
 */
function shellProvides() {
  const shared = sharedSingletons();
  return SHELL_PROVIDES.map((key) => {
    const prefix = Object.keys(shared).find((k) => k.endsWith('/') && key.startsWith(k));
    const entry = shared[key] ?? shared[prefix];
    const pkg = key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : key.split('/')[0];
    return { key, version: entry.version ?? installedVersion(pkg), requiredVersion: entry.requiredVersion };
  });
}

module.exports = {
  ROUTER_SUBSET,
  SHELL_PROVIDES,
  contentVersion,
  sharedSingletons,
  sharedVersions,
  shellProvides,
};
