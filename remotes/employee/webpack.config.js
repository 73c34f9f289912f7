const { createConfig } = require('@app/scripts/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'employee',
  exposes: { './App': './src/App.tsx' },
});
