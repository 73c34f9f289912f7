/**
 * The benchmark's comparison build: the shell with the four remotes bundled in (no module
 * federation), from the same sources and the same webpack configuration otherwise. It exists only
 * to price the federation; the product never ships it. Output: bench/dist-monolith/.
 */
const path = require('node:path');
const webpack = require('webpack');
const { createConfig } = require('@app/scripts/webpack');

const shellDir = path.resolve(__dirname, '../../shell');

const monolith = createConfig({
  dir: shellDir,
  name: 'shell',
  federation: false,
  outDir: path.resolve(__dirname, '../dist-monolith'),
  plugins: [
    new webpack.NormalModuleReplacementPlugin(/[\\/]remoteRegistry$/, (resource) => {
      resource.request = path.resolve(__dirname, 'monolithRegistry.ts');
    }),
  ],
});

// its vendor chunk holds what the federated builds split per shared package; the size budgets are
// the shipped builds' concern, not this comparison's
module.exports = (env, argv) => ({ ...monolith(env, argv), performance: { hints: false } });
