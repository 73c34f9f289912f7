const { createConfig } = require('@app/scripts/webpack');

// what the remote exposes is its package's exports: its area ('./App') and the features it owns
// that other areas show (docs/ownership.md)
module.exports = createConfig({
  dir: __dirname,
  name: 'admin',
  exposes: require('./package.json').exports,
});
