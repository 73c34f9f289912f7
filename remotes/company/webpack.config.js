const { createConfig } = require('@app/scripts/webpack');

module.exports = createConfig({
  dir: __dirname,
  name: 'company',
  exposes: { './App': './src/App.tsx' },
});
