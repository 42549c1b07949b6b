import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
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
 * Pages arrive server-rendered, painted from their HTML and CSS alone: the app's scripts are fetched
 * at low priority, so on a slow link the stylesheet and the page's main image go first.
 */
function scriptsAfterPaint(): Plugin {
  return {
    name: 'atelier-scripts-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
    },
  };
}

/**
 * The web app lives in src/web and builds into dist/web, which the server serves; `vite build --ssr`
 * builds its server renderer (entry-server.tsx) into dist/ssr, every package bundled in, which the
 * server loads to answer pages with their content.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [scriptsAfterPaint(), precompress()])],
  resolve: { alias: { '@shared': path.resolve(import.meta.dirname, 'src/shared') } },
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
        // Written for debugging a production stack trace here, never referenced or served (spa.ts).
        sourcemap: 'hidden' as const,
        // Names each source's built file, so the server can preload a page's language (spa.ts).
        manifest: true,
      },
  server: {
    port: 3000,
    proxy: { '/api': `http://localhost:${serverPort}` },
  },
}));
