/**
 * Three builds that share one resolve setup (STYLE §3.9):
 *  - web:    client/entry-client.tsx → build/public/static (hashed, vendor split) + build/web-stats.json
 *  - node:   client/entry-server.tsx → build/node (the React side of SSR) + build/node-stats.json
 *  - server: server/index.ts         → build/server/index.js (Express, node_modules external), plus the other process
 *            entries server/worker.ts (job workers only) and server/cluster.ts (one web worker per core)
 */
import path from 'node:path';
import webpack from 'webpack';
import TerserPlugin from 'terser-webpack-plugin';
import LoadablePlugin from '@loadable/webpack-plugin';
import nodeExternals from 'webpack-node-externals';

const root = import.meta.dirname;
const buildDir = path.join(root, 'build');

type Mode = 'production' | 'development';

const resolve = {
  extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
  alias: {
    '@shared': path.join(root, 'shared'),
    '@server': path.join(root, 'server'),
    '@client': path.join(root, 'client'),
  },
};

function babelRule(target: 'web' | 'node'): webpack.RuleSetRule {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'babel-loader',
      options: { caller: { target }, cacheDirectory: path.join(root, 'node_modules/.cache/babel-' + target) },
    },
  };
}

/**
 * Imported SVG files (the icon sprite, client/ui/icon-sprite.svg) become hashed URLs under /static. Both client
 * builds compute the same URL, so server and browser markup match; only the web build writes the file.
 * The sprite's URL is in every icon of every page (~100 on a category page), so its name is short: /static/i.<hash>.svg.
 */
function svgAssetRule(target: 'web' | 'node'): webpack.RuleSetRule {
  return {
    test: /\.svg$/,
    type: 'asset/resource',
    generator: {
      filename: (p: { filename?: string }) =>
        p.filename?.endsWith('icon-sprite.svg') ? 'i.[contenthash:8][ext]' : '[name].[contenthash:10][ext]',
      emit: target === 'web',
    },
  };
}

// __SERVER__: code only the server render needs (JSON-LD builders) is dropped from the browser's bundle.
const define = (mode: Mode, server = true) =>
  new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode), __SERVER__: JSON.stringify(server) });

function webConfig(mode: Mode): webpack.Configuration {
  return {
    name: 'web',
    mode,
    target: 'web',
    devtool: mode === 'production' ? false : 'eval-cheap-module-source-map',
    // boot: the one script in the HTML, standalone (its own tiny runtime); it loads main's chunks after paint.
    entry: { main: path.join(root, 'client/entry-client.tsx'), boot: { import: path.join(root, 'client/boot.ts'), runtime: false } },
    output: {
      path: path.join(buildDir, 'public/static'),
      publicPath: '/static/',
      filename: mode === 'production' ? '[name].[contenthash:10].js' : '[name].js',
      // Chunks by content hash only, 8 hex digits (32 bits: among a few hundred chunks per build, and the builds a
      // browser may still cache, a collision is about one in a million): the runtime's chunk map, which every page's
      // first script pays for, then carries no names and short values.
      chunkFilename: mode === 'production' ? '[contenthash:8].js' : '[name].js',
      chunkLoadTimeout: 120_000, // SPEC §9
      clean: true,
    },
    // The browser never validates: contracts' zod schemas are inert there (client/lib/zod-inert.ts, ADR 0007).
    resolve: { ...resolve, alias: { ...resolve.alias, zod$: path.join(root, 'client/lib/zod-inert.ts') } },
    module: { rules: [babelRule('web'), svgAssetRule('web')] },
    optimization: {
      minimize: mode === 'production',
      // Licence headers go to a .LICENSE.txt beside each script (linked from a one-line banner), as the licences ask,
      // instead of being shipped inside every page's first scripts (~0.6 KB gzip).
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: true })],
      moduleIds: 'deterministic',
      runtimeChunk: 'single',
      splitChunks: {
        chunks: 'all',
        // Code shared by a few pages stays in each page's chunk unless it is large: a page loads fewer, better
        // compressed files (each small shared chunk cost its own request and gzip overhead).
        minSize: 40_000,
        cacheGroups: {
          vendor: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|@emotion|@loadable|i18next|react-i18next|stylis|hoist-non-react-statics|cookie|set-cookie-parser)[\\/]/,
            name: 'vendor',
            priority: 20,
            enforce: true,
          },
        },
      },
    },
    performance: { hints: false },
    plugins: [
      define(mode, false),
      new LoadablePlugin({ filename: 'web-stats.json', writeToDisk: { filename: buildDir }, outputAsset: false }),
    ],
  };
}

function nodeConfig(mode: Mode): webpack.Configuration {
  return {
    name: 'node',
    mode,
    target: 'node',
    devtool: false,
    entry: { main: path.join(root, 'client/entry-server.tsx') },
    output: {
      path: path.join(buildDir, 'node'),
      publicPath: '/static/',
      filename: '[name].js',
      chunkFilename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve,
    module: { rules: [babelRule('node'), svgAssetRule('node')] },
    externals: [nodeExternals({ allowlist: [/^react-router/, /\.css$/] })],
    externalsPresets: { node: true },
    optimization: { minimize: false },
    plugins: [define(mode), new LoadablePlugin({ filename: 'node-stats.json', writeToDisk: { filename: buildDir }, outputAsset: false })],
  };
}

function serverConfig(mode: Mode): webpack.Configuration {
  return {
    name: 'server',
    mode,
    target: 'node',
    devtool: 'source-map',
    entry: {
      index: path.join(root, 'server/index.ts'),
      worker: path.join(root, 'server/worker.ts'),
      cluster: path.join(root, 'server/cluster.ts'),
    },
    output: { path: path.join(buildDir, 'server'), filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
    resolve,
    module: { rules: [babelRule('node')] },
    externals: [nodeExternals()],
    externalsPresets: { node: true },
    node: { __dirname: false, __filename: false },
    optimization: { minimize: false },
    plugins: [define(mode), new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  };
}

export default function config(env: { mode?: Mode } = {}): webpack.Configuration[] {
  const mode: Mode = env.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production');
  return [webConfig(mode), nodeConfig(mode), serverConfig(mode)];
}
