const { createConfig } = require('../../scripts/webpack/createConfig');

module.exports = createConfig({
  dir: __dirname,
  name: 'department',
  exposes: { './App': './src/App.tsx' },
});
