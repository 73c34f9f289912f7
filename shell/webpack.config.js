const { createConfig } = require('@app/scripts/webpack');
const { devRemotesDocument } = require('@app/scripts/remotes-document');

// a runtime host: no federation container, the runtime starts once signed in (src/federation/host.ts)
module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  federation: 'host',
  devRemotesDocument: (_req, res) => res.json(devRemotesDocument()),
});
