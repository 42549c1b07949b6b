import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { partOf, type LocalePart } from '../src/web/i18n/locale-parts.ts';

const LOCALE_PART = /\/src\/web\/i18n\/locales\/[\w-]+\.json\?part=(first|rest)$/;

/**
 * Cuts a locale file into the part its import asks for (`en.json?part=first`,
 * src/web/i18n/locale-parts.ts): each part of each language is a chunk of its own.
 */
export function localeParts(): Plugin {
  return {
    name: 'atelier-locale-parts',
    enforce: 'pre',
    load(id) {
      const part = LOCALE_PART.exec(id)?.[1] as LocalePart | undefined;
      if (!part) return null;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const texts = partOf(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>, part);
      // As a module parsing a string: a browser reads JSON faster than the same object as code.
      return {
        code: `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});`,
        moduleType: 'js',
      };
    },
  };
}
