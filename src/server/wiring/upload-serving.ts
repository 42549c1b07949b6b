import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAiCrawler } from '#server/crawling/ai-crawlers';
import { AppError } from '#server/errors';
import { allowsAiTraining } from '#server/features/profiles/index';
import { LOCAL_UPLOADS_PREFIX } from '#server/storage/local-storage';
import { PRIVATE_FOLDERS } from '#server/storage/storage';
import { AI_TRAINING_RESERVED_HEADERS } from './ai-training-headers';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves uploaded files from the local uploads folder. Every key is new per upload, so a file never
 * changes and may be cached for good; the sandboxing CSP keeps a file from ever running as a page.
 */
export async function registerUploadServing(app: FastifyInstance, dir: string) {
  mkdirSync(dir, { recursive: true });
  await app.register(async (uploads) => {
    uploads.addHook('onRequest', (request, reply) => reserveFromAiTraining(app, request, reply));
    await registerFiles(uploads, dir);
  });
}

// Every stored file's key starts with its folder and its owner's account id (storage/storage.ts).
const OWNED_FILE = new RegExp(
  `^${LOCAL_UPLOADS_PREFIX}[a-z-]+/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/`,
);

/**
 * The account whose file a URL names, read from the path as the file server resolves it: decoded and
 * with its dot segments applied, so no spelling of a path reaches a file without its owner.
 */
function ownerOfFile(url: string): string | undefined {
  try {
    return OWNED_FILE.exec(path.posix.normalize(decodeURIComponent(url.split('?')[0] ?? '')))?.[1];
  } catch {
    // Not a path the file server would serve either.
    return undefined;
  }
}

/**
 * A member's work that they reserve from AI training (the default) says so in its headers, and a
 * known AI crawler is refused it (docs/decisions/0065-ai-training-opt-out.md).
 */
async function reserveFromAiTraining(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const owner = ownerOfFile(request.url);
  if (!owner || (await allowsAiTraining(app.database.db, owner))) return;
  if (isAiCrawler(request.headers['user-agent'])) throw new AppError('forbidden', 'permissionDenied');
  reply.headers(AI_TRAINING_RESERVED_HEADERS);
}

async function registerFiles(app: FastifyInstance, dir: string) {
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
