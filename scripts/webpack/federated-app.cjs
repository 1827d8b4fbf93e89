// Builds the webpack config of every app (the shell and the four remotes), so that the
// federation rules of docs/ARCHITECTURE.md section 2, and above all the `shared` block, are written once.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');
const { RouterImportsCheck } = require('./router-imports-check.cjs');
const { ApiOnlyPackagesCheck } = require('./api-only-packages-check.cjs');
const { FirstRenderPreloadPlugin } = require('./first-render-preload-plugin.cjs');
const { firstScreenLanguageScript, InlineScriptCheck } = require('./first-screen-language.cjs');
const rootPackage = require('../../package.json');

/**
 * Libraries that hold React state or context: exactly one copy may run on a page. react-router is
 * not shared on its own: the apps import it only through `react-router-dom`, which resolves to the
 * trimmed entry below, with react-router's used parts inside it (one copy per page all the same).
 */
const SINGLETONS = ['react', 'react-dom', 'styled-components', '@tanstack/react-query', 'zustand'];

/**
 * Libraries every app uses that hold no page-wide state: loaded once per page rather than once per
 * app. Each app makes its own instance (its texts stay in its own bundle).
 */
const SHARED_ONCE = ['i18next'];

/** The router's parts the apps use (see react-router-dom.mjs), instead of the whole library. */
const ROUTER_ENTRY = path.join(__dirname, 'react-router-dom.mjs');
/** Its own share name, version and export list: it is not the react-router-dom package. */
const SHARED_ROUTER = require('./shared-router.json');

function versionOf(name) {
  const version = rootPackage.dependencies[name];
  if (!version) throw new Error(`${name} must be a dependency of the root package.json`);
  return version;
}

/** The `shared` block of every app: what the page runs one copy of, under which name and version. */
function sharedModules() {
  const shared = {};
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: versionOf(name) };
  }
  for (const name of SHARED_ONCE) {
    shared[name] = { singleton: true, requiredVersion: versionOf(name) };
  }
  // Announced under its own name: a page never mixes it up with the real package. A remote that
  // needs a newer minor than the shell provides fails to load (and says so) instead of running.
  shared['react-router-dom'] = {
    import: ROUTER_ENTRY,
    shareKey: SHARED_ROUTER.shareKey,
    version: SHARED_ROUTER.version,
    requiredVersion: `^${SHARED_ROUTER.version}`,
    singleton: true,
    strictVersion: true,
  };
  // Prefix keys, so react/jsx-runtime and react-dom/client are shared as well.
  shared['react/'] = { singleton: true, requiredVersion: versionOf('react') };
  shared['react-dom/'] = { singleton: true, requiredVersion: versionOf('react-dom') };
  return shared;
}

/**
 * What the federation runtime bundled in main.js and remoteEntry.js may leave out. Every app runs
 * in browsers only. Only the shell loads remotes (from their mf-manifest.json, which is what the
 * snapshot plugin reads); a remote's runtime only shares singletons and serves its `./App`, also
 * when it runs on its own page.
 */
function runtimeOptimization(isShell) {
  return isShell ? { target: 'web' } : { target: 'web', disableRemote: true, disableSnapshot: true };
}

/** html-webpack-plugin's minify settings in production (its defaults, written out to add to them). */
const PAGE_MINIFY = {
  collapseWhitespace: true,
  keepClosingSlash: true,
  removeComments: true,
  removeRedundantAttributes: true,
  removeScriptTypeAttributes: true,
  removeStyleLinkTypeAttributes: true,
  useShortDoctype: true,
};

/**
 * The shell's two pages, each with a first screen of plain HTML and CSS (shell/src/first-screen) a
 * visitor sees before any code has loaded: the shell's header bar on every page, and on index.html
 * (which answers `/`) the home page's hero under it. app.html answers every other path (client-side
 * routes): the header bar over an empty page, which the app fills in.
 */
function shellPages(dir, production) {
  const template = path.join(dir, 'public/index.html');
  const read = (file) => fs.readFileSync(path.join(dir, 'src/first-screen', file), 'utf8');
  const header = read('header.html');
  const style = read('first-screen.css');
  const script = firstScreenLanguageScript(dir);
  // html-webpack-plugin's own production settings, plus the inlined CSS minified: every first
  // visit downloads it before the first paint. The inline script is left as written (its CSP hash).
  const minify = production && { ...PAGE_MINIFY, minifyCSS: true };
  const page = (filename, main) =>
    new HtmlWebpackPlugin({ template, filename, minify, title: 'Sell Phones BD', firstScreen: { markup: header + main, style, script } });
  return [
    page('index.html', read('home.html')),
    page('app.html', '<main id="content" class="first-screen-main"></main>\n'),
    new FirstRenderPreloadPlugin(path.join(dir, 'src/bootstrap.tsx')),
    new InlineScriptCheck(script, ['index.html', 'app.html']),
  ];
}

/**
 * @param {object} app
 * @param {'shell'|'storefront'|'buyer'|'seller'|'admin'} app.name  the MF container name
 * @param {number} app.port  the dev server's and the standalone server's port
 * @param {string} app.dir  the app's folder (__dirname of its webpack.config.js)
 * @param {Record<string,string>} [app.exposes]  remotes expose `./App`
 * @param {string[]} [app.runtimePlugins]
 */
function federatedApp({ name, port, dir, exposes, runtimePlugins = [] }) {
  const isShell = name === 'shell';
  return (_env, argv) => {
    const production = argv.mode === 'production';
    return {
      mode: production ? 'production' : 'development',
      entry: path.join(dir, 'src/index.ts'),
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Deep links such as /products/Oppo%20Phones must still load /main.js from the shell.
        publicPath: isShell ? '/' : 'auto',
        uniqueName: `sellphones_${name}`,
        // Entry names stay stable (index.html and the manifest point at them); chunks are hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        // ts-loader rewrites './x.ts' imports to './x.js'; find the TypeScript source behind them.
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'ts-loader',
            // Type checking is `tsc -b`; the bundler only strips types.
            options: {
              transpileOnly: true,
              configFile: path.join(dir, 'tsconfig.json'),
              // Workspace packages (contracts, ui) are compiled as part of each app's bundle.
              compilerOptions: {
                rootDir: path.join(dir, '..'),
                composite: false,
                declaration: false,
                emitDeclarationOnly: false,
                rewriteRelativeImportExtensions: true,
              },
            },
          },
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
          { test: /\.(png|jpe?g|webp|svg|woff2)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedModules(),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: true,
          // The dts plugin fetches types over the network at build time; remotes are typed by hand.
          dts: false,
          experiments: { optimization: runtimeOptimization(isShell) },
        }),
        // The shell has its own pages; a remote's page only hosts it standalone, for development.
        ...(isShell
          ? shellPages(dir, production)
          : [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'standalone.html'),
                title: `Sell Phones BD: ${name} (standalone)`,
                // The dev server answers deep links (/dashboard/myProducts) with this page: its
                // script must come from the root, not from next to the address.
                publicPath: '/',
              }),
            ]),
        new CopyWebpackPlugin({
          patterns: [
            {
              from: path.join(dir, 'public'),
              globOptions: { ignore: ['**/index.html'] },
              noErrorOnMissing: true,
            },
          ],
        }),
        new RouterImportsCheck(ROUTER_ENTRY, SHARED_ROUTER.exports),
        new ApiOnlyPackagesCheck(),
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      // html-webpack-plugin already minifies the pages; webpack's own HTML minifier would also
      // rewrite the first screen's inline script, which the CSP allows by its hash.
      optimization: { minimizeOptions: { html: false } },
      performance: { hints: false },
      devServer: {
        port,
        host: '127.0.0.1',
        historyApiFallback: isShell ? { index: '/app.html' } : true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        hot: false,
        liveReload: true,
        client: { overlay: { warnings: false, errors: true } },
      },
    };
  };
}

module.exports = { federatedApp, sharedModules, SINGLETONS, SHARED_ROUTER, ROUTER_ENTRY };
