// Babel 7 only: @loadable/babel-plugin does nothing under Babel 8 (STACK.md pitfall 2).
module.exports = (api) => {
  const target = api.caller((caller) => (caller && caller.target) || 'node');
  const isTest = api.env('test');
  const isWeb = target === 'web';
  return {
    presets: [
      [
        '@babel/preset-env',
        isWeb
          ? { targets: '>0.5% in HK, last 2 Chrome versions, last 2 Safari versions, iOS >= 15, not dead', bugfixes: true, modules: false }
          : { targets: { node: isTest ? 'current' : '22' }, modules: isTest ? 'commonjs' : false },
      ],
      ['@babel/preset-react', { runtime: 'automatic', importSource: '@emotion/react', development: api.env('development') }],
      ['@babel/preset-typescript', { allowDeclareFields: true }],
    ],
    plugins: [
      // The browser reads only an endpoint's method and path (ADR 0007): its schemas stay on the server.
      ...(isWeb ? [require.resolve('./scripts/babel-strip-contract-schemas.cjs')] : []),
      // No inline source maps in production: the minifier drops them anyway, but webpack's splitChunks measures modules
      // before minifying, and the maps made every small component look large enough to get a chunk of its own.
      ['@emotion/babel-plugin', { sourceMap: !api.env('production') }],
      '@loadable/babel-plugin',
      // jest's globalSetup ignores moduleNameMapper, so tests resolve the path aliases through Babel.
      ...(isTest
        ? [['module-resolver', { root: [__dirname], alias: { '@shared': './shared', '@server': './server', '@client': './client' } }]]
        : []),
    ],
  };
};
