// ESLint flat config: TypeScript rules, kebab-case file names, and the import boundaries of STYLE §3.4.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const here = path.dirname(new URL(import.meta.url).pathname);
const dirsOf = (dir) =>
  fs
    .readdirSync(path.join(here, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

// STYLE §3.4: a client feature never imports another feature (pages and app compose them); a server module reaches
// another module only through its *.service.ts (never its repository, router or internals).
const featureZones = dirsOf('client/features').map((f) => ({
  target: `./client/features/${f}/**`,
  from: './client/features/**',
  except: [path.join(here, `client/features/${f}/**`)],
  message: `client/features/${f} may not import another feature: compose features in a page, or move the shared part to client/lib or client/ui.`,
}));
const moduleZones = dirsOf('server/modules').map((m) => ({
  target: `./server/modules/${m}/**`,
  from: './server/modules/**',
  except: [path.join(here, `server/modules/${m}/**`), path.join(here, 'server/modules/*/*.service.ts')],
  message: `server/modules/${m} reaches other modules only through their *.service.ts.`,
}));

const zones = [
  { target: './shared', from: ['./server', './client', './e2e'], message: 'shared/ is isomorphic: no server or client imports.' },
  {
    target: './server',
    from: ['./client/!(app)/**', './client/*.tsx'],
    message: 'server/ never imports client code (only route-table types).',
  },
  {
    target: './server/lib',
    from: ['./server/modules', './server/ssr', './server/middleware'],
    message: 'server/lib may import shared, lib and config only.',
  },
  {
    target: './server/config',
    from: ['./server/modules', './server/ssr', './server/middleware'],
    message: 'server/config may import shared, lib and config only.',
  },
  { target: './server/middleware', from: ['./server/modules', './server/ssr'], message: 'middleware may not import modules or ssr.' },
  { target: './server/modules', from: ['./server/ssr'], message: 'modules do not import ssr.' },
  { target: './client', from: ['./server'], message: 'client/ never imports server/.' },
  {
    target: './client/ui',
    from: ['./client/features', './client/pages', './client/app', './client/lib'],
    message: 'ui imports shared, ui and styles only.',
  },
  {
    target: './client/lib',
    from: ['./client/features', './client/pages', './client/app', './client/ui'],
    message: 'lib imports shared and lib only.',
  },
  { target: './client/features', from: ['./client/pages', './client/app'], message: 'features do not import pages or app.' },
  { target: './client/pages', from: ['./client/app'], message: 'pages compose features; they do not import app.' },
  { target: './e2e', from: ['./server', './client'], message: 'e2e drives the app through the browser and /api.' },
  ...featureZones,
  ...moduleZones,
];

/** shared/ runs in the browser and on the server: no Node, React, Express or DOM-only libraries. */
const sharedForbidden = {
  patterns: [
    { group: ['node:*'], message: 'shared/ is isomorphic: no Node built-ins.' },
    { group: ['react', 'react-*', 'react/*', '@tanstack/*', '@emotion/*', '@loadable/*'], message: 'shared/ is isomorphic: no React.' },
    {
      group: ['express', 'express-*', 'multer', 'pg', 'ioredis', 'winston', 'winston-*', 'cookie-parser'],
      message: 'shared/ is isomorphic: no server libraries.',
    },
  ],
  paths: ['fs', 'path', 'crypto', 'http', 'https', 'os', 'stream', 'url', 'util', 'buffer', 'child_process', 'zlib'].map((name) => ({
    name,
    message: 'shared/ is isomorphic: no Node built-ins.',
  })),
};

export default tseslint.config(
  {
    ignores: ['build/**', 'node_modules/**', 'data/**', 'logs/**', 'test-results/**', 'playwright-report/**', 'screenshots/**', 'types/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX, 'check-file': checkFile, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      // Cycles through value imports; scripts/check-cycles.ts also counts type-only imports (npm run lint).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@{shared,server,client}/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          distinctGroup: false,
          'newlines-between': 'ignore',
        },
      ],
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{server,client,shared,scripts,e2e}/**/': 'KEBAB_CASE' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'max-lines': ['warn', { max: 400, skipBlankLines: true, skipComments: true }],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read env through server/config/env.ts.' },
        {
          selector: "CallExpression[callee.name='Router'], CallExpression[callee.object.name='express'][callee.property.name='Router']",
          message: 'Make routers with createRouter (server/lib/router.ts): paths match in one letter case.',
        },
      ],
    },
  },
  {
    files: [
      'server/config/env.ts',
      'server/config/node-env.ts',
      'server/lib/logger.ts',
      'server/test/**',
      'scripts/**',
      'e2e/**',
      'webpack.config.ts',
      'jest.config.ts',
      '**/*.test.ts',
      '**/*.test.tsx',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Icons come from the sprite (client/ui/icon.tsx); lucide-react is read only by scripts/build-icon-sprite.ts.
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'lucide-react',
              message: 'Use <Icon> (client/ui/icon.tsx); add icons in client/ui/icon-names.ts and run npm run icons.',
            },
          ],
          patterns: [
            {
              group: ['lucide-react/*'],
              message: 'Use <Icon> (client/ui/icon.tsx); add icons in client/ui/icon-names.ts and run npm run icons.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', sharedForbidden] },
  },
  {
    // The browser never validates (zod is inert there, ADR 0007): validation belongs to the server.
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='process'][property.name='env']", message: 'Read env through server/config/env.ts.' },
        {
          selector: 'CallExpression[callee.property.name=/^(safeParse|parseAsync|safeParseAsync)$/]',
          message: 'zod is inert in the browser (ADR 0007): the server validates.',
        },
        {
          selector: "CallExpression[callee.property.name='parse'][callee.object.name!=/^(JSON|Date)$/]",
          message: 'zod is inert in the browser (ADR 0007): the server validates.',
        },
        {
          selector: 'Literal[value=/^\\/api\\//]',
          message: 'Call the API through callApi(contract.endpoint) (shared/api/*.contract.ts), never a hand-written /api path.',
        },
        {
          selector: 'TemplateElement[value.raw=/^\\/api\\//]',
          message: 'Call the API through callApi(contract.endpoint) (shared/api/*.contract.ts), never a hand-written /api path.',
        },
      ],
    },
  },
  {
    // Seed data and test suites may be long; application modules stay under 400 lines.
    files: ['server/db/seeds/*.ts', '**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: { 'max-lines': 'off' },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
