/**
 * One webpack configuration for the shell and every remote, so the federation rules of
 * DESIGN.md (shared singletons, async bootstrap, dts off, fixed remoteEntry name, hashed chunks)
 * live in one place. Each app's webpack.config.js calls createConfig with its own name and port.
 */
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ROUTER_SUBSET, sharedSingletons, shellProvides } = require('./shared');
const { ReleasePlugin, packageVersions, releaseLabel, releaseSlug } = require('./releases');
const { devPorts, apiPort } = require('../ports');
const budgets = require('../budgets');

/**
 * @param {object} app
 * @param {string} app.dir            the app's folder (__dirname of its webpack.config.js)
 * @param {string} app.name           federation name: shell, admin, company, department, employee
 * @param {Record<string,string>} [app.exposes]  modules a remote exposes
 * @param {(req: any, res: any) => void} [app.devRemotesDocument] serves /remotes.json in dev (shell)
 * @param {boolean | 'host'} [app.federation]  false: no federation at all, everything in one build
 *                                    (the benchmark's "monolith" comparison build); 'host': no
 *                                    webpack container, the app starts the federation runtime
 *                                    itself and provides its modules (the shell)
 * @param {string} [app.outDir]       output folder instead of dist/
 * @param {object[]} [app.plugins]    extra webpack plugins
 */
function createConfig(app) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const isShell = app.name === 'shell';
    const port = devPorts[app.name];
    const outRoot = process.env.BUILD_OUT_DIR || process.env.DIST_ROOT;
    // the shell is a runtime host: no container of its own, so the login page carries no federation
    // runtime (shell/src/federation/host.ts starts it once signed in, providing the shell's modules)
    const runtimeHost = app.federation === 'host';
    const federated = app.federation !== false && !runtimeHost;
    const outDir = app.outDir || (outRoot ? path.resolve(outRoot, app.name) : path.resolve(app.dir, 'dist'));
    const release = releaseLabel();
    // a remote's production build is a release: its own folder under the deployment folder, made
    // live when the build ends (./releases)
    const releaseBuild = production && federated && !isShell;
    const versions = packageVersions();
    return {
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: { main: path.resolve(app.dir, 'src/index.ts') },
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: releaseBuild ? path.join(outDir, 'releases', releaseSlug(release)) : outDir,
        // the shell is served from the site root; a remote may be served from any origin or folder
        publicPath: isShell ? '/' : 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: app.name,
        // each release loads its chunks through a global of its own: a tab that takes a new release
        // must not find the old release's chunks registered under the same names
        ...(releaseBuild ? { chunkLoadingGlobal: `webpackChunk_${app.name}_${releaseSlug(release)}` } : {}),
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
        // the product's subset of the router: the one instance the shell provides to the remotes
        ...(runtimeHost ? { alias: { 'react-router-dom$': ROUTER_SUBSET } } : {}),
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        ],
      },
      plugins: [
        new webpack.DefinePlugin({
          'process.env.APP_ID_SECRET': JSON.stringify(process.env.APP_ID_SECRET || ''),
          'process.env.APP_ALLOWED_EMAILS': JSON.stringify(process.env.APP_ALLOWED_EMAILS || ''),
          'process.env.APP_NEWER_SYSTEM_URL': JSON.stringify(process.env.APP_NEWER_SYSTEM_URL || ''),
          // shown in each area's footer, so a redeployed remote is visible without rebuilding the shell
          'process.env.APP_RELEASE': JSON.stringify(release),
          // what the shell offers a remote (it refuses one built for other versions) and what every
          // API call names (the server refuses a contract it no longer serves)
          'process.env.APP_SHARED_VERSION': JSON.stringify(versions['@app/shared']),
          'process.env.APP_ROUTER_VERSION': JSON.stringify(versions['react-router-dom']),
          'process.env.APP_CONTRACT_VERSION': JSON.stringify(versions['@app/contract']),
          'process.env.APP_RUNTIME_CORE_VERSION': JSON.stringify(versions['@module-federation/runtime-core']),
          // what the shell provides the remotes, with the versions their builds declare
          'process.env.APP_SHELL_PROVIDES': JSON.stringify(
            runtimeHost ? JSON.stringify(shellProvides()) : '[]',
          ),
        }),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:10].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        }),
        federated &&
          new ModuleFederationPlugin({
            name: app.name,
            filename: 'remoteEntry.js',
            exposes: app.exposes || {},
            remotes: {},
            shared: sharedSingletons({ inShell: releaseBuild }),
            shareStrategy: 'loaded-first',
            dts: false,
            manifest: false,
            // browser-only runtime without the manifest snapshot code: a smaller runtime in every
            // entry (remotes are found through remotes.json and remoteEntry.js, never a manifest);
            // a released remote entry carries no runtime core: it uses the shell's
            // (shell/src/federation/sharedRuntimeCore.ts), whose version its release requires
            experiments: {
              optimization: { disableSnapshot: true, target: 'web' },
              ...(releaseBuild ? { externalRuntime: true } : {}),
            },
          }),
        releaseBuild &&
          new ReleasePlugin({ name: app.name, label: release, appDir: app.dir, deployDir: outDir }),
        ...(app.plugins || []),
        // a released remote runs inside the shell only (it has no runtime core of its own): no page
        !releaseBuild &&
          new HtmlWebpackPlugin({
            template: path.resolve(__dirname, 'index.html'),
            title: isShell ? 'Task Tracker' : `Task Tracker: ${app.name} (standalone)`,
            // a remote's page runs it standalone; its remoteEntry must not be injected twice
            chunks: ['main'],
            publicPath: '/',
          }),
      ].filter(Boolean),
      optimization: {
        moduleIds: 'deterministic',
        // the host's libraries leave its entry for chunks of their own (no shared modules split
        // them): React DOM alone, the other libraries together, each within the asset budget; the
        // chunks loaded later are split as webpack does by default
        ...(runtimeHost && production
          ? {
              splitChunks: {
                cacheGroups: {
                  reactDom: {
                    test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
                    chunks: 'initial',
                    priority: 20,
                  },
                  initialVendors: { test: /[\\/]node_modules[\\/]/, chunks: 'initial', priority: 10 },
                },
              },
            }
          : {}),
      },
      // a bundle that outgrows its budget fails the production build (raw sizes; see scripts/budgets.js)
      performance: production
        ? { hints: 'error', ...budgets.webpack, assetFilter: (file) => /\.(js|css)$/.test(file) }
        : { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
        proxy: [{ context: ['/api'], target: `http://127.0.0.1:${apiPort}` }],
        setupMiddlewares: (middlewares, devServer) => {
          if (app.devRemotesDocument) devServer.app.get('/remotes.json', app.devRemotesDocument);
          return middlewares;
        },
      },
    };
  };
}

module.exports = { createConfig };
