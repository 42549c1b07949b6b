import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { localeParts } from './scripts/locale-parts.ts';
import { reactOnPreact, webAlias } from './scripts/web-alias.mjs';

// Three projects: fast unit tests, end-to-end journeys in Chromium, and API tests that each get a fresh database (PGlite by default,
// PostgreSQL when TEST_DATABASE_URL is set).

// Vitest runs one worker fewer than the cores by default: one on these 2-core machines. The unit tests
// (happy-dom, no child processes) take one per core, which took them from 190 to 125 s here. The API
// tests keep the default: theirs start servers, PostgreSQL work and child processes of their own, and
// two files at once on a busy machine pushed those past their timeouts.
const cores = os.availableParallelism();
const fromRoot = (file: string) => path.resolve(import.meta.dirname, file);
// A journey keeps about two cores busy (Chromium's renderer and browser processes, the server,
// PostgreSQL, the runner): one file at a time per two cores keeps the suite's load near the core
// count. Two at once on two cores ran each file twice as slowly at a load of 13
// (docs/decisions/0061-test-time.md).
const journeysAtOnce = Math.max(1, Math.floor(cores / 2));
export default defineConfig({
  test: {
    projects: [
      {
        // The browser's translations come in parts, as in the build.
        plugins: [localeParts()],
        resolve: {
          alias: [
            { find: /^react$/, replacement: fromRoot('src/web/test/react-with-act.mjs') },
            // Their CommonJS builds require react and react-dom past the aliases; the ES builds
            // import them through the aliases.
            {
              find: /^@testing-library\/react$/,
              replacement: fromRoot('node_modules/@testing-library/react/dist/@testing-library/react.esm.js'),
            },
            {
              find: /^react-router$/,
              replacement: fromRoot('node_modules/react-router/dist/development/index.mjs'),
            },
            ...reactOnPreact,
            ...webAlias,
          ],
        },
        test: {
          name: 'unit',
          // Vitest leaves packages to Node's own resolution, which knows no alias: the packages that
          // import React are bundled like the app's code, so that they draw with Preact too.
          server: {
            deps: {
              inline: [
                /@testing-library\/react/,
                /react-router/,
                /@tanstack\/react-query/,
                /@radix-ui/,
                /react-hook-form/,
                /@hookform/,
                /lucide-react/,
                /react-remove-scroll/,
                /react-style-singleton/,
                /use-callback-ref/,
                /use-sidecar/,
                /@floating-ui/,
              ],
            },
          },
          maxWorkers: cores,
          // Files share their worker's modules rather than import them afresh: 50 s rather than 100 s
          // here. Each test file restores what it stubs (vi.unstubAllGlobals); none mocks a module.
          isolate: false,
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: ['src/**/*.api.test.ts'],
          environment: 'node',
          setupFiles: ['src/web/test/setup.ts'],
          // The ad slot test adds a third-party script; happy-dom must not try to fetch it.
          environmentOptions: { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: true } } },
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/**/*.api.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          // Files share the one worker's modules rather than import the server afresh each, which cost
          // about 1.5 s a file here. Each file still builds its own app on a database of its own.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          fileParallelism: journeysAtOnce > 1,
          maxWorkers: journeysAtOnce,
          // Files share their worker's modules (playwright, the server's tables) rather than import
          // them afresh, about 1.2 s a file; each starts its own browser and closes its pages.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
