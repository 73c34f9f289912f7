/**
 * remotes.json: where the shell finds each remote's entry at run time. It is served beside the
 * shell, never built into it, so a team redeploys its remote alone.
 */
const { devPorts, remoteNames } = require('./ports');

/** @param {(name: string) => string} entryUrl */
function remotesDocument(entryUrl) {
  return Object.fromEntries(remoteNames.map((name) => [name, entryUrl(name)]));
}

const devRemotesDocument = () =>
  remotesDocument((name) => `http://localhost:${devPorts[name]}/remoteEntry.js`);

module.exports = { remotesDocument, devRemotesDocument };
