import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '#server/config';
import { cookieNames } from '#server/features/auth/index';
import { OPEN_WHILE_BANNED } from '#server/feature-kit/access';
import { failures } from '#server/feature-kit/answers';

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

/** What the 403 of a route may mean: a ban closes most routes, and a write from another site is refused. */
function refusedBecause(closedWhileBanned: boolean, writes: boolean) {
  if (closedWhileBanned && writes) return 'Refused: banned, not allowed, or sent from another site';
  return closedWhileBanned ? 'Refused: banned, or not allowed' : 'Refused: sent from another site';
}

/**
 * A route's schema with its feature as the tag and the failures every route of its kind answers: 400
 * (any route: a malformed URL or query is refused before the route runs), 401 for a members-only
 * route, 403 for a ban (most routes) or a write from another site, 413 and 415 for a write's body,
 * 429 for a rate limit, and 500. A route's failures of its own (feature-kit/answers.ts) are in its schema's
 * response, and replace a shared one of the same status.
 */
function documented(
  schema: FastifySchema,
  { url, route }: { url: string; route: RouteOptions },
): FastifySchema {
  if (schema.hide || isDocsRoute(url)) return { ...schema, hide: true };
  const writes = route.method !== 'GET';
  const takesInput = Boolean(schema.body || schema.params || schema.querystring) || writes;
  const signedIn = Boolean(schema.security && schema.security.length > 0);
  const closedWhileBanned = !schema[OPEN_WHILE_BANNED];
  const rateLimited = Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit);
  const shared = failures({
    400: takesInput
      ? 'The input breaks a rule; `fields` names each field'
      : 'The URL or its query string is malformed',
    ...(signedIn && { 401: 'Not signed in' }),
    ...((closedWhileBanned || writes) && { 403: refusedBecause(closedWhileBanned, writes) }),
    ...(writes && {
      413: 'The body is larger than the route takes',
      415: 'The body is of a type the route does not take',
    }),
    ...(rateLimited && { 429: 'Too many requests; see Retry-After' }),
    500: 'Something went wrong on the server',
  });
  const feature = url.split('/')[2] ?? 'api';
  return {
    ...schema,
    tags: schema.tags ?? [feature],
    response: { ...shared, ...(schema.response as Record<number, unknown> | undefined) },
  };
}
