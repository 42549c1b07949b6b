import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@shared': path.resolve(import.meta.dirname, 'src/shared') };

// Two projects: fast unit tests, and API tests that each get a fresh database (PGlite by default,
// PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: ['src/**/*.api.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['src/**/*.api.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
