/**
 * Import cycles (type-only imports included, which ESLint's import-x/no-cycle skips), cycles between server modules, and
 * server modules reaching into each other past their services. Run by `npm run lint`.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules must not depend on each other in a circle, not even through type imports: split the shared part out.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-module-cycles',
      severity: 'error',
      comment:
        'Two server modules must not depend on each other, directly or round a longer loop: move the shared piece to its owner or to shared/domain, or pass a callback in.',
      scope: 'folder',
      from: { path: '^server/modules/[^/]+$' },
      to: { path: '^server/modules/[^/]+$', circular: true },
    },
    {
      name: 'only-services-across-modules',
      severity: 'error',
      comment:
        "A server module reaches another module only through that module's *.service.ts (or its *.events.ts), never its repository, router or helpers (STYLE §3.4).",
      from: { path: '^server/modules/([^/]+)/' },
      to: { path: '^server/modules/[^/]+/', pathNot: ['^server/modules/$1/', '[.](service|events)[.]ts$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Test files are leaves (nothing imports them), so they cannot close an import cycle; leaving them out lets a test
    // drive another module's service (a sweep, a fixture) without counting as a dependency between the two modules.
    exclude: { path: ['^(build|node_modules|data|logs)/', '[.]test[.]tsx?$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'],
    },
  },
};
