const { createConfig } = require('../../scripts/webpack/createConfig');

module.exports = createConfig({
  dir: __dirname,
  name: 'employee',
  exposes: { './App': './src/App.tsx' },
});
