import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const ICONS_PACKAGE = 'lucide-react';

/** Every name lucide-react exports for an icon, to the file that draws it, read from its index. */
function iconFilesByName(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const packageFolder = path.dirname(require.resolve(`${ICONS_PACKAGE}/package.json`));
  const index = readFileSync(path.join(packageFolder, 'dist/esm/lucide-react.mjs'), 'utf8');
  const files = new Map<string, string>();
  for (const [, names = '', file = ''] of index.matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g,
  )) {
    for (const [, name] of names.matchAll(/default as (\w+)/g)) if (name) files.set(name, file);
  }
  if (files.size === 0) throw new Error(`${ICONS_PACKAGE}'s index names no icon file: its layout changed`);
  return files;
}

/**
 * `import { Search, X } from 'lucide-react'` becomes one import per icon file. Through the package's
 * index, every module of ours that used an icon seemed to import all of them, so the build grouped
 * each icon any screen uses with the code every page runs first (vite.config.ts, shellChunks): 91
 * icons where the shell draws 9. Per file, an icon goes with the screens that draw it. Types stay
 * imported from the index.
 */
export function iconImportsByFile(): Plugin {
  let files: Map<string, string> | undefined;
  const imports = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${ICONS_PACKAGE}';?`, 'g');
  return {
    name: 'atelier-icon-imports-by-file',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/web\/.*\.tsx?$/.test(id) || !code.includes(`'${ICONS_PACKAGE}'`)) return null;
      files ??= iconFilesByName();
      const iconFiles = files;
      const rewritten = code.replace(imports, (whole, specifiers: string) => {
        const kept: string[] = [];
        const perIcon: string[] = [];
        for (const specifier of specifiers
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)) {
          const [name = '', local = name] = specifier.split(/\s+as\s+/);
          const file = iconFiles.get(name);
          if (specifier.startsWith('type ') || !file) kept.push(specifier);
          else perIcon.push(`import ${local} from '${ICONS_PACKAGE}/icons/${file}';`);
        }
        if (perIcon.length === 0) return whole;
        // Only types are left (`type LucideIcon`): written as a type import, which compiles to
        // nothing, since an empty `import {}` would still bring the index back.
        const types = kept.map((specifier) => specifier.replace(/^type\s+/, ''));
        const rest = kept.every((specifier) => specifier.startsWith('type '))
          ? `import type { ${types.join(', ')} } from '${ICONS_PACKAGE}';`
          : `import { ${kept.join(', ')} } from '${ICONS_PACKAGE}';`;
        // On as many lines as the import it replaces, so every line after it keeps its number.
        const lineBreaks = '\n'.repeat(whole.split('\n').length - 1);
        return [...perIcon, ...(kept.length ? [rest] : [])].join(' ') + lineBreaks;
      });
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
