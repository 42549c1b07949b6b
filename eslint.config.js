import fs from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { FEATURE_DEPENDENCIES, SERVER_FLOORS } from './scripts/server-floors.mjs';

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

// The server's floors (scripts/server-floors.mjs): nothing imports from a floor above its own.
const server = (name) => `./src/server/${name}`;
const floorBoundaries = SERVER_FLOORS.slice(0, -1).map((floor, index) => ({
  target: floor.members.map(server),
  from: SERVER_FLOORS.slice(index + 1).flatMap(({ members }) => members.map(server)),
  message: `the ${floor.name} floor imports nothing from a floor above it (docs/architecture.md, Server floors)`,
}));

// A server feature imports another only through its index.ts, and only along the edges of
// FEATURE_DEPENDENCIES. Above the features, every folder uses their index.ts, app.ts included: a
// feature's index.ts exports what it plugs into the app (feature-kit/feature.ts).
const SERVER_FEATURES = fs.readdirSync('src/server/features');
const floorIndex = (name) => SERVER_FLOORS.findIndex((floor) => floor.name === name);
const aboveFeatures = SERVER_FLOORS.slice(floorIndex('features') + 1).flatMap(({ members }) => members);
const entriesOf = (features) => features.map((feature) => `./${feature}/index.ts`);
const serverFeatureBoundaries = [
  ...SERVER_FEATURES.map((feature) => ({
    target: server(`features/${feature}`),
    from: server('features'),
    except: [`./${feature}`, ...entriesOf(FEATURE_DEPENDENCIES[feature] ?? [])],
    message: `a feature imports another only through its index.ts, along an edge of FEATURE_DEPENDENCIES (scripts/server-floors.mjs)`,
  })),
  {
    target: [...aboveFeatures.map(server), './scripts', './e2e'],
    from: server('features'),
    except: entriesOf(SERVER_FEATURES),
    message: 'outside its folder, a feature is reached through its index.ts',
  },
];

const sharedImportPatterns = [
  {
    group: ['**/src/shared/*', '../../shared/*', '../shared/*', '@shared/*'],
    message: 'import shared code as #shared/...',
  },
];

// The web's one way to build a form and to refresh after a write (docs/how-to/form.md, mutation.md).
const webImportRules = {
  'no-restricted-imports': [
    'error',
    {
      patterns: sharedImportPatterns,
      paths: [
        {
          name: 'react-hook-form',
          importNames: ['useForm'],
          message: 'build forms with useApiForm (#web/lib/use-api-form)',
        },
      ],
    },
  ],
};
const featureComponentImportRules = {
  'no-restricted-imports': [
    'error',
    {
      patterns: sharedImportPatterns,
      paths: [
        ...webImportRules['no-restricted-imports'][1].paths,
        {
          name: '@tanstack/react-query',
          importNames: ['useQueryClient'],
          message: "a write refreshes what it changed in its mutation hook, in the feature's api/",
        },
      ],
    },
  ],
};

// One AppError, imported from src/server/errors.ts: a second door to it would blur the floors.
const appErrorSelectors = [
  {
    selector: "ExportNamedDeclaration[source] > ExportSpecifier[local.name='AppError']",
    message: 'import AppError from #server/errors; do not pass it on',
  },
  {
    selector: "ExportAllDeclaration[source.value='#server/errors']",
    message: 'import AppError from #server/errors; do not pass it on',
  },
];

// Features plug themselves in (src/server/feature-kit/feature.ts): the jobs floor names its own job, mail,
// and each feature merges its jobs' payloads into JobPayloads beside their workers.
const JOB_PAYLOADS_PLACE =
  "a feature's job payload is declared beside its worker, merged into JobPayloads (declare module '#server/jobs/job-queue', docs/how-to/job.md); the jobs floor names only mail";
const jobsFloorSelectors = [
  {
    selector:
      "TSInterfaceDeclaration[id.name='JobPayloads'] > TSInterfaceBody > TSPropertySignature:not([key.name='mail']):not([key.value='mail'])",
    message: JOB_PAYLOADS_PLACE,
  },
  {
    selector: "TSTypeAliasDeclaration[id.name='JobPayloads']",
    message: `JobPayloads is an interface, so features can merge into it: ${JOB_PAYLOADS_PLACE}`,
  },
];

// One way for a route to reach the app's parts: appDeps(app), never the Fastify decoration itself.
const featureSelectors = [
  {
    selector: "MemberExpression[property.name='database']",
    message: "a route reaches the app's parts through appDeps(app) (docs/how-to/api-route.md)",
  },
];

const sourceRootBoundaries = [
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
      // A package never imports our code back: following imports into node_modules found no cycle
      // and took a third of the rule's time.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-syntax': ['error', ...appErrorSelectors],
      // One-way imports between the three source roots (see docs/architecture.md).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: sourceRootBoundaries,
        },
      ],
      'no-restricted-imports': ['error', { patterns: sharedImportPatterns }],
    },
  },
  {
    // Tests are left out: they sit beside what they test and use the harness of the floor above.
    files: ['src/server/**/*.ts', 'scripts/**', 'e2e/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...sourceRootBoundaries, ...floorBoundaries, ...serverFeatureBoundaries] },
      ],
    },
  },
  {
    // Replaces the selectors above for these files (flat config does not merge a rule's options).
    files: ['src/server/jobs/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...appErrorSelectors, ...jobsFloorSelectors] },
  },
  {
    // As above: these replace the selectors every file has.
    files: ['src/server/features/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...appErrorSelectors, ...featureSelectors] },
  },
  { files: ['src/web/**/*.{ts,tsx}'], ignores: ['src/web/lib/use-api-form.ts'], rules: webImportRules },
  {
    files: ['src/web/features/**/*.{ts,tsx}'],
    ignores: ['src/web/features/*/api/**'],
    rules: featureComponentImportRules,
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
