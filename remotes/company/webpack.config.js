const { createConfig } = require('../../scripts/webpack/createConfig');

module.exports = createConfig({
  dir: __dirname,
  name: 'company',
  exposes: { './App': './src/App.tsx' },
});
