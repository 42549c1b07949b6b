import { describe, expect, it } from 'vitest';
import { themeOf, withThemeClass } from './theme-class';

const page = '<!doctype html>\n<html lang="de">\n<head></head><body><p>html</p></body></html>';

describe('the theme on the page', () => {
  it.each(['light', 'dark'] as const)('paints the page %s from the first frame', (theme) => {
    expect(withThemeClass(page, themeOf(theme))).toContain(`<html class="${theme}" lang="de">`);
  });

  it.each([undefined, 'system', 'dark" onload="x', ''])('leaves %j to the device', (cookie) => {
    expect(themeOf(cookie)).toBe('system');
    expect(withThemeClass(page, themeOf(cookie))).toBe(page);
  });
});
