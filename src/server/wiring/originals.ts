import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { keptOriginalName, ORIGINAL_NAME_PATTERN } from '#shared/images';
import { projectImageUrls } from '#shared/project-images';
import { isAiCrawler } from '#server/crawling/ai-crawlers';
import { AppError } from '#server/errors';
import { everyone } from '#server/feature-kit/access';
import { appDeps } from '#server/feature-kit/app-deps';
import { bodyOfType, failures } from '#server/feature-kit/answers';
import { contentDispositionOf } from '#server/feature-kit/content-disposition';
import type { Feature } from '#server/feature-kit/feature';
import { limitedBy } from '#server/feature-kit/rate-limits';
import { allowsAiTraining } from '#server/features/profiles/index';
import { findVisibleProject } from '#server/features/projects/index';
import { originalExtension, originalKeyOf } from '#server/storage/image-originals';
import { AI_TRAINING_RESERVED_HEADERS } from './ai-training-headers';

const paramsSchema = z.object({
  projectId: z.string().uuid(),
  name: z.string().regex(ORIGINAL_NAME_PATTERN),
});
const querySchema = z.object({ download: z.literal('1').optional() });

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/**
 * GET /api/projects/{id}/originals/{name}: the original kept of a project's image (its cover or a
 * gallery image), to zoom into or to download (docs/decisions/0067-work-images-at-full-quality.md).
 * Its owner always may; anyone who sees the project may when its owner lets visitors download the
 * originals. It reads a project and its creator's reservation from AI training, so it is wired here.
 */
const originalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { storage } = appDeps(app);
  app.get(
    '/:projectId/originals/:name',
    {
      schema: {
        ...everyone,
        summary: "Open or download the original of a project's image",
        params: paramsSchema,
        querystring: querySchema,
        response: {
          200: bodyOfType('image/*', 'The original, in the format it was uploaded in, cleaned and credited'),
          ...failures({
            403: 'The project does not let visitors download its originals',
            404: 'No such project or image, or no original kept of it',
          }),
        },
      },
      config: limitedBy('originals'),
    },
    async (request, reply) => {
      const { projectId, name } = request.params;
      const found = await findVisibleProject(request.readDb, { projectId }, request.user?.id ?? null);
      if (!found) throw new AppError('not_found', 'projectNotFound');
      const { project, owner, isOwner } = found;
      if (!isOwner && !project.originalsDownloadable) throw new AppError('forbidden', 'originalsKeptPrivate');
      // The cover is the first, or its place stays empty: an image's number is its place among the blocks.
      const images = [project.coverUrl, ...projectImageUrls({ coverUrl: null, blocks: project.blocks })];
      const index = images.findIndex((url) => url !== null && keptOriginalName(url) === name);
      const copyKey = index < 0 ? null : storage.keyOf(images[index] ?? '');
      const key = copyKey && originalKeyOf(copyKey);
      if (!key) throw new AppError('not_found', 'fileNotFound');
      const reserved = !(await allowsAiTraining(request.readDb, owner.userId));
      if (reserved && isAiCrawler(request.headers['user-agent'])) {
        throw new AppError('forbidden', 'permissionDenied');
      }
      const bytes = await storage.read(key);
      if (!bytes) throw new AppError('not_found', 'fileNotFound');
      const extension = originalExtension(name) ?? 'jpg';
      const contentType = CONTENT_TYPES[extension] ?? 'application/octet-stream';
      const fileName = `${project.slug}-${index === 0 ? 'cover' : index}.${extension}`;
      if (reserved) reply.headers(AI_TRAINING_RESERVED_HEADERS);
      return (
        reply
          .header('content-type', contentType)
          .header(
            'content-disposition',
            contentDispositionOf(fileName, contentType, request.query.download === '1'),
          )
          // Whether visitors may read it can change: a browser keeps it a little while, no shared cache does.
          .header('cache-control', 'private, max-age=300')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(bytes)
      );
    },
  );
};

/** Plugged in as a feature is: the originals of projects' images under /api/projects. */
export const projectOriginals: Feature = { routes: [{ plugin: originalRoutes, prefix: '/projects' }] };
