import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const serverPort = Number(process.env.API_PORT ?? 3001);

// The web app lives in src/web and builds into dist/web, which the server serves.
export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@shared': path.resolve(import.meta.dirname, 'src/shared') } },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    // Written for debugging a production stack trace here, never referenced or served (spa.ts).
    sourcemap: 'hidden',
  },
  server: {
    port: 3000,
    proxy: { '/api': `http://localhost:${serverPort}` },
  },
});
