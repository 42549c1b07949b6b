import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { iconImportsByFile } from './scripts/icon-imports.ts';
import { localeParts } from './scripts/locale-parts.ts';
import { reactOnPreact, webAlias } from './scripts/web-alias.mjs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build as bundleScript } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';

const serverPort = Number(process.env.API_PORT ?? 3001);
const outDir = path.resolve(import.meta.dirname, 'dist/web');

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes a brotli (.br, best quality) and a gzip (.gz) copy beside each built text file, once, so the
 * server sends the smallest the browser accepts without compressing per request (plugins/spa.ts).
 */
function precompress(): Plugin {
  const filesUnder = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const file = path.join(folder, name);
      return statSync(file).isDirectory() ? filesUnder(file) : [file];
    });
  return {
    name: 'atelier-precompress',
    apply: 'build',
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        // Small files too: without a copy the server's compression would stream each one per
        // request, and a visitor leaving mid-download would be logged as a failed stream.
        const content = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * Every module the app's entry (main.tsx) imports statically: the code every page runs first. Left to
 * itself the bundler splits it into some 30 small shared chunks, and a phone then spends main-thread
 * time asking for each (about 30 ms on Lighthouse's slowed CPU). Grouped, it is two files: the
 * packages, and our shell. Screens keep their own chunks.
 */
function shellChunks() {
  const shell = new Set<string>();
  const plugin: Plugin = {
    name: 'atelier-shell-chunks',
    apply: 'build',
    buildEnd() {
      // Not main.tsx itself: it awaits the screens' chunks, which import the shell, so sharing a chunk
      // with the shell would have that chunk wait on itself.
      const entry = [...this.getModuleIds()].find((id) => id.endsWith('/src/web/main.tsx'));
      const pending = [...((entry && this.getModuleInfo(entry)?.importedIds) ?? [])];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (shell.has(id)) continue;
        shell.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  const inShell = (packages: boolean) => (id: string) =>
    shell.has(id) && id.includes('node_modules') === packages;
  const groups = [
    // The bundler's own helpers (Vite's preload, dynamic imports) in a chunk of their own: the boot
    // script needs them before the first paint, the shell only after.
    { name: 'loader', test: (id: string) => id.startsWith('\0'), priority: 1 },
    { name: 'framework', test: inShell(true) },
    { name: 'shell', test: inShell(false) },
  ];
  return { plugin, groups };
}

/**
 * The recorder of what a person does before the app is live (app/early-input/record.ts), inline at
 * the top of every page's head: it must listen before the first paint, and an inline script needs no
 * request. The server allows it by its hash in the CSP (plugins/inline-scripts.ts).
 */
function inlineEarlyInputRecorder(): Plugin {
  return {
    name: 'atelier-inline-early-input',
    async transformIndexHtml() {
      const bundled = await bundleScript({
        entryPoints: [path.resolve(import.meta.dirname, 'src/web/app/early-input/inline-entry.ts')],
        bundle: true,
        format: 'iife',
        minify: true,
        target: 'es2020',
        write: false,
      });
      const code = bundled.outputFiles[0]?.text.trim() ?? '';
      return [{ tag: 'script', children: code, injectTo: 'head-prepend' }];
    },
  };
}

// Inter's Latin letters (styles.css): what nearly every page shows first.
const LATIN_FONT = /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * Names Inter's Latin file in the page's head, so the browser fetches it with the stylesheet rather
 * than after reading it: text shows in Inter at the first paint instead of jumping to it later. Only
 * Latin: the other scripts' files are fetched when a page shows their letters. The name is hashed,
 * so it is read from the build; a build without it fails here rather than losing the preload unseen.
 */
function preloadLatinFont(): Plugin {
  return {
    name: 'atelier-preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const file = Object.keys(bundle ?? {}).find((name) => LATIN_FONT.test(name));
        if (!file) throw new Error("Inter's Latin font file is not in the build: see styles.css");
        return [
          {
            tag: 'link',
            // Fonts are fetched in CORS mode, preloaded or not: without crossorigin it would be fetched twice.
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * The web app lives in src/web and builds into dist/web, which the server serves; `vite build --ssr`
 * builds its server renderer (entry-server.tsx) into dist/ssr, every package bundled in, which the
 * server loads to answer pages with their content.
 */
export default defineConfig(({ isSsrBuild }) => {
  const shell = shellChunks();
  return {
    root: 'src/web',
    plugins: [
      // React's fast refresh speaks to React DOM alone, and Preact draws the app: an edit in `npm run
      // dev` reloads the page rather than being taken silently by no one.
      iconImportsByFile(),
      localeParts(),
      react({ refreshExclude: /./ }),
      tailwindcss(),
      inlineEarlyInputRecorder(),
      ...(isSsrBuild ? [] : [shell.plugin, preloadLatinFont(), precompress()]),
    ],
    resolve: { alias: [...reactOnPreact, ...webAlias] },
    ssr: { noExternal: true },
    build: isSsrBuild
      ? {
          outDir: path.resolve(import.meta.dirname, 'dist/ssr'),
          emptyOutDir: true,
          sourcemap: true,
          rollupOptions: { input: path.resolve(import.meta.dirname, 'src/web/entry-server.tsx') },
        }
      : {
          outDir,
          emptyOutDir: true,
          // Which chunks each module needs: the server preloads a page's own (plugins/module-preloads.ts).
          manifest: true,
          // Written for debugging a production stack trace here, never referenced or served (spa.ts).
          sourcemap: 'hidden' as const,
          rolldownOptions: { output: { codeSplitting: { groups: shell.groups } } },
        },
    server: {
      port: 3000,
      proxy: { '/api': `http://localhost:${serverPort}` },
    },
  };
});
