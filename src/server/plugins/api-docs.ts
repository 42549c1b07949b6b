import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/errors';
import type { Config } from '#server/config';
import { cookieNames } from '#server/features/auth/index';
import { OPEN_WHILE_BANNED } from '#server/http/access';

const DOCS_PREFIX = '/api/docs';

/**
 * swagger-ui's page files, in its package. The server bundle takes the plugin in (so it shares the
 * bundle's @fastify/static, glob and yaml instead of loading its own copies at start), and a bundled
 * plugin cannot find its files beside its code: they are named here, and its logo with them.
 */
function swaggerUiFiles() {
  const baseDir = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui')),
    'static',
  );
  return { baseDir, logo: { type: 'image/svg+xml', content: readFileSync(path.join(baseDir, 'logo.svg')) } };
}

/**
 * The OpenAPI 3.1 document of every API route, generated from the routes' own zod schemas, and a
 * browsable page of it at /api/docs. Register before the routes: the document is built from them.
 */
export async function registerApiDocs(app: FastifyInstance, config: Config) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Atelier API',
        version: '1',
        description:
          'Every failure answers `{ code, message, messageId?, fields? }`; `messageId` and `fields` name ' +
          'the texts of src/shared/messages.ts. Writes from a browser must come from Atelier itself (Origin).',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: cookieNames(config).session } },
      },
    },
    transform: (document) =>
      jsonSchemaTransform({ ...document, schema: documented(document.schema, document) }),
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { docExpansion: 'list' },
    ...swaggerUiFiles(),
  });
}

/** True for the routes of the documentation itself, which need no schema of their own. */
export const isDocsRoute = (url: string) => url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);

/** A route's schema with its feature as the tag and the failures it can answer with. */
function documented(
  schema: FastifySchema,
  { url, route }: { url: string; route: RouteOptions },
): FastifySchema {
  if (schema.hide || isDocsRoute(url)) return { ...schema, hide: true };
  const takesInput = Boolean(schema.body || schema.params || schema.querystring) || route.method !== 'GET';
  const signedIn = Boolean(schema.security && schema.security.length > 0);
  const rateLimited = Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit);
  const failures: Record<number, unknown> = {
    ...(takesInput && { 400: apiErrorSchema.describe('The input breaks a rule; `fields` names each field') }),
    ...(signedIn && { 401: apiErrorSchema.describe('Not signed in') }),
    ...(!schema[OPEN_WHILE_BANNED] && { 403: apiErrorSchema.describe('Refused: banned, or not allowed') }),
    ...(rateLimited && { 429: apiErrorSchema.describe('Too many requests; see Retry-After') }),
    500: apiErrorSchema.describe('Something went wrong on the server'),
  };
  const feature = url.split('/')[2] ?? 'api';
  return {
    ...schema,
    tags: schema.tags ?? [feature],
    response: { ...failures, ...(schema.response as Record<number, unknown> | undefined) },
  };
}
