import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import en from '../i18n/locales/en.json';

// Web unit tests render in English, synchronously.
await i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
});

// An unexpected console.error fails the test (house rule).
let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  expect(consoleError, 'console.error was called').not.toHaveBeenCalled();
  consoleError.mockRestore();
});
