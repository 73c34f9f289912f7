const { createConfig } = require('@app/scripts/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'admin',
  exposes: { './App': './src/App.tsx' },
});
