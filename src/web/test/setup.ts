import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { i18n } from '#web/i18n/instance';
import { LOCALE_PARTS } from '#web/i18n/locale-parts';

// Web unit tests render in English, all its texts loaded before any test runs.
await i18n.changeLanguage('en', LOCALE_PARTS);

// An unexpected console.error fails the test (house rule).
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  expect(consoleError, 'console.error was called').not.toHaveBeenCalled();
  consoleError.mockRestore();
  // What a test rendered leaves with it: files share their worker (vitest.config.ts, isolate off),
  // and Testing Library unmounts by itself only where vitest's globals are on, which they are not.
  cleanup();
});
