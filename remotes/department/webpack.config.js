const { createConfig } = require('@app/scripts/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'department',
  exposes: { './App': './src/App.tsx' },
});
