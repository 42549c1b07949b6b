import fs from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const WEB_FEATURES = fs.readdirSync('src/web/features');

// Web features import only components/, lib/, #shared and themselves; src/web/app composes them, and
// components/ and lib/ import no feature (docs/how-to/web-feature.md). One zone per feature folder.
const featureBoundaries = [
  ...WEB_FEATURES.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: `a feature imports only components/, lib/, #shared and itself; compose features in src/web/app`,
  })),
  ...['components', 'lib', 'features', 'i18n'].map((layer) => ({
    target: `./src/web/${layer}`,
    from: './src/web/app',
    message: 'only main.tsx imports the app layer',
  })),
  ...['components', 'lib'].map((layer) => ({
    target: `./src/web/${layer}`,
    from: './src/web/features',
    message: 'components/ and lib/ are shared by features, so they import none',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '.scratch/',
      'dist/',
      'data/',
      '.test-data/',
      'node_modules/',
      'src/server/db/migrations/',
      // Deliberate offences, linted on purpose by src/web/test/import-rules.test.ts.
      'src/web/test/fixtures/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x reads only .js files when it follows imports, and finds no cycle.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.json', 'src/web/tsconfig.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // `import { type X }` alone still loads its module (verbatimModuleSyntax keeps `import {}`): a
      // page would run a schema module it only names types from.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'import-x/no-cycle': 'error',
      // One-way imports between the three source roots (see docs/architecture.md).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/shared',
              from: './src/server',
              message: 'shared code has no I/O and no server imports',
            },
            { target: './src/shared', from: './src/web', message: 'shared code must not import the web app' },
            {
              target: './src/web',
              from: './src/server',
              message: 'the web app talks to the server over HTTP only',
            },
            { target: './src/server', from: './src/web', message: 'the server must not import the web app' },
            ...featureBoundaries,
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/shared/*', '../../shared/*', '../shared/*', '@shared/*'],
              message: 'import shared code as #shared/...',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['scripts/**', 'e2e/**'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
  prettier,
);
