const path = require('node:path');
const { createConfig } = require('@app/scripts/webpack');
const { devRemotesDocument } = require('@app/scripts/remotes-document');

module.exports = createConfig({
  dir: __dirname,
  name: 'shell',
  runtimePlugins: [path.resolve(__dirname, 'src/federation/remoteErrorPlugin.ts')],
  devRemotesDocument: (_req, res) => res.json(devRemotesDocument()),
});
