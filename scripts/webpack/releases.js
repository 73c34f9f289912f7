/**
 * Releases of a remote: each production build of a remote is a release, kept in its own folder of
 * the remote's deployment folder (`releases/<release>/`: its remoteEntry.js, its chunks and its
 * `release.json`), and made live by the build itself when it ends (`live.json` names it). The
 * server reads `live.json` at each request of /remotes.json, so a build while the product serves
 * is a deployment, and writing an older release's name into `live.json` is a rollback. Older
 * releases' folders stay until removed: an open tab may still fetch their chunks.
 */
const fs = require('node:fs');
const path = require('node:path');
const { sharedVersions } = require('./shared');

const LIVE_FILE = 'live.json';
const MANIFEST_FILE = 'release.json';

/** A release's folder name: its label with anything but letters, digits, '.', '_' and '-' made '-'. */
const releaseSlug = (label) => label.replace(/[^A-Za-z0-9._-]/g, '-').slice(0, 100);

/** The release label of this build: APP_RELEASE, else the build's moment to the second. */
const releaseLabel = () => process.env.APP_RELEASE?.trim() || new Date().toISOString().slice(0, 19);

/** The federation runtime core, which the shell gives the remotes (they are built without one). */
const RUNTIME_CORE = '@module-federation/runtime-core';

/**
 * The versions of the shared library (its content version), the router subset, the contract and
 * the federation runtime core this checkout holds (what the shell offers).
 */
function packageVersions() {
  const read = (dir) =>
    JSON.parse(fs.readFileSync(path.resolve(__dirname, '../..', dir, 'package.json'), 'utf8')).version;
  return { ...sharedVersions(), '@app/contract': read('contract'), [RUNTIME_CORE]: coreVersion() };
}

/** The installed version of the runtime core (its package.json is not among its exports). */
function coreVersion() {
  for (
    let dir = path.dirname(require.resolve(RUNTIME_CORE));
    dir !== path.dirname(dir);
    dir = path.dirname(dir)
  ) {
    const file = path.join(dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (pkg.name === RUNTIME_CORE) return pkg.version;
  }
  throw new Error(`${RUNTIME_CORE} is not installed`);
}

/**
 * What a remote was built for: the very content of the shared library and of the router subset it
 * shares (their content versions: a remote built against another kit would run this page's copy,
 * so it is refused instead), unless APP_SHARED_RANGE names another (a build against another
 * version); the contract's range (its package.json's dependency, else the caret range of the
 * version built with, unless APP_CONTRACT_RANGE names another); and the very version of the
 * federation runtime core its entry was built against (the shell's is used in its place).
 */
function requiredRanges(appDir) {
  const deps = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')).dependencies ?? {};
  const built = packageVersions();
  return {
    '@app/shared': process.env.APP_SHARED_RANGE?.trim() || built['@app/shared'],
    'react-router-dom': built['react-router-dom'],
    '@app/contract':
      process.env.APP_CONTRACT_RANGE?.trim() || deps['@app/contract'] || `^${built['@app/contract']}`,
    [RUNTIME_CORE]: built[RUNTIME_CORE],
  };
}

/** Writes `file` whole or not at all (a reader never sees half of it). */
function writeAtomically(file, text) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

/**
 * The webpack plugin of a remote's release: emits `release.json` (name, release, build time,
 * content hash, required ranges) into the release's folder and, when the build succeeded, makes
 * the release live in `deployDir`.
 */
class ReleasePlugin {
  constructor({ name, label, appDir, deployDir }) {
    Object.assign(this, { name, label, appDir, deployDir });
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ReleasePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ReleasePlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const manifest = {
            name: this.name,
            release: this.label,
            built_at: new Date().toISOString(),
            content_hash: compilation.fullHash,
            requires: requiredRanges(this.appDir),
          };
          compilation.emitAsset(MANIFEST_FILE, new RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
        },
      );
    });
    compiler.hooks.done.tap('ReleasePlugin', (stats) => {
      if (stats.hasErrors()) return;
      writeAtomically(
        path.join(this.deployDir, LIVE_FILE),
        `${JSON.stringify({ release: releaseSlug(this.label) })}\n`,
      );
    });
  }
}

/** The live release last read of each deployment folder, by the identity of its `live.json`. */
const liveCache = new Map();

/**
 * The live release of the remote deployed in `deployDir`: its folder name and its manifest, or
 * null when nothing was deployed there. Read again only when `live.json` was replaced (a deployment
 * or a rollback writes a new file): the static server asks at every request, for its headers.
 */
function liveRelease(deployDir) {
  const liveFile = path.join(deployDir, LIVE_FILE);
  let identity;
  try {
    const stat = fs.statSync(liveFile);
    identity = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
  } catch {
    liveCache.delete(deployDir);
    return null;
  }
  const cached = liveCache.get(deployDir);
  if (cached?.identity === identity) return cached.live;
  const live = readLiveRelease(deployDir, liveFile);
  // a release not readable yet (its folder still being copied) is read again next time
  if (live) liveCache.set(deployDir, { identity, live });
  else liveCache.delete(deployDir);
  return live;
}

function readLiveRelease(deployDir, liveFile) {
  try {
    const { release } = JSON.parse(fs.readFileSync(liveFile, 'utf8'));
    if (typeof release !== 'string' || releaseSlug(release) !== release) return null;
    const manifest = JSON.parse(
      fs.readFileSync(path.join(deployDir, 'releases', release, MANIFEST_FILE), 'utf8'),
    );
    return { folder: release, manifest };
  } catch {
    return null;
  }
}

/** Makes `release` (a folder under `deployDir/releases/`) live: a deployment, or a rollback. */
function setLiveRelease(deployDir, release) {
  const folder = path.join(deployDir, 'releases', release, MANIFEST_FILE);
  if (releaseSlug(release) !== release || !fs.existsSync(folder))
    throw new Error(`No release "${release}" in ${deployDir}`);
  writeAtomically(path.join(deployDir, LIVE_FILE), `${JSON.stringify({ release })}\n`);
}

/** The releases kept in `deployDir`, oldest first. */
function releasesIn(deployDir) {
  const dir = path.join(deployDir, 'releases');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => fs.existsSync(path.join(dir, name, MANIFEST_FILE)))
    .map((name) => ({
      folder: name,
      ...JSON.parse(fs.readFileSync(path.join(dir, name, MANIFEST_FILE), 'utf8')),
    }))
    .sort((a, b) => a.built_at.localeCompare(b.built_at));
}

module.exports = {
  ReleasePlugin,
  liveRelease,
  packageVersions,
  releaseLabel,
  releaseSlug,
  releasesIn,
  setLiveRelease,
};
