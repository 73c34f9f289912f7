const { createConfig } = require('../../scripts/webpack/createConfig');

module.exports = createConfig({
  dir: __dirname,
  name: 'admin',
  exposes: { './App': './src/App.tsx' },
});
