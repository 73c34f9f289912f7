/**
 * remotes.json: where the shell finds each remote's entry at run time, and which release of it is
 * live. It is served beside the shell, never built into it, so a team redeploys (or rolls back)
 * its remote alone: the document is made at each request from each remote's `live.json`.
 *
 *   { "employee": { "entry": ".../releases/<release>/remoteEntry.js", "release": "<label>",
 *                   "requires": { "@app/shared": "^0.1.0", "@app/contract": "^0.1.0" } }, ... }
 */
const { devPorts, remoteNames } = require('./ports');
const { liveRelease } = require('./webpack/releases');

/**
 * The live release of each remote: `deployDirOf(name)` is the folder its builds go to, `baseUrlOf(name)`
 * the URL that folder is served at (no trailing slash). A remote never built is left out.
 */
function liveRemotesDocument(deployDirOf, baseUrlOf) {
  return Object.fromEntries(
    remoteNames.flatMap((name) => {
      const live = liveRelease(deployDirOf(name));
      if (!live) return [];
      return [
        [
          name,
          {
            entry: `${baseUrlOf(name)}/releases/${live.folder}/remoteEntry.js`,
            release: live.manifest.release,
            requires: live.manifest.requires,
          },
        ],
      ];
    }),
  );
}

/** In development each remote's dev server serves its entry; its release is 'dev', built for anything. */
const devRemotesDocument = () =>
  Object.fromEntries(
    remoteNames.map((name) => [
      name,
      { entry: `http://localhost:${devPorts[name]}/remoteEntry.js`, release: 'dev', requires: null },
    ]),
  );

module.exports = { liveRemotesDocument, devRemotesDocument };
