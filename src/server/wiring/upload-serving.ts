import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { LOCAL_UPLOADS_PREFIX } from '#server/storage/local-storage';
import { PRIVATE_FOLDERS } from '#server/storage/storage';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves uploaded files from the local uploads folder. Every key is new per upload, so a file never
 * changes and may be cached for good; the sandboxing CSP keeps a file from ever running as a page.
 */
export async function registerUploadServing(app: FastifyInstance, dir: string) {
  mkdirSync(dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: dir,
    prefix: LOCAL_UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    // Private folders are read through the API, with its access checks, never from here.
    allowedPath: (pathName) => !PRIVATE_FOLDERS.some((folder) => pathName.startsWith(`/${folder}/`)),
    setHeaders(res) {
      res.header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
      res.header('content-security-policy', "default-src 'none'; sandbox");
    },
  });
}
