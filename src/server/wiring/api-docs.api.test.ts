import { isDeepStrictEqual } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { FastifyPluginAsync, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema } from '#shared/errors';
import { buildTestApp } from '#server/test/build-test-app';
import { isDocsRoute } from './api-docs';

type JsonSchema = Record<string, unknown>;
type Response = { description?: string; content?: Record<string, { schema?: JsonSchema }> };
type Parameter = { in: string; name: string; required?: boolean };
type Operation = {
  summary?: string;
  security?: unknown[];
  tags?: string[];
  parameters?: Parameter[];
  responses: Record<string, Response>;
  requestBody?: unknown;
};
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

// One line in sentence case, without a final period: "Sign in with email and password".
const SUMMARY = /^[A-Z][^\n]*[^.\s]$/;
const SUCCESS = /^[23]\d\d$/;
const FAILURE = /^[45]\d\d$/;

/** The shared error body as the document writes it (OpenAPI 3.1 is JSON Schema 2020-12). */
function errorShape(): JsonSchema {
  const { $schema: _dialect, ...shape } = z.toJSONSchema(apiErrorSchema, {
    target: 'draft-2020-12',
    io: 'output',
  });
  return shape;
}

/** What an operation lacks for a reader of the document: each fault as one line naming it. */
function faultsOf(path: string, method: string, operation: Operation, shape: JsonSchema): string[] {
  const name = `${method.toUpperCase()} ${path}`;
  const faults: string[] = [];
  if (!SUMMARY.test(operation.summary ?? '')) {
    faults.push(`${name}: its summary is not one line in sentence case without a final period`);
  }
  if (!operation.tags?.length) faults.push(`${name}: no tags`);
  const statuses = Object.keys(operation.responses);
  if (!statuses.some((status) => SUCCESS.test(status))) faults.push(`${name}: no 2xx or 3xx answer`);
  for (const status of statuses.filter((each) => FAILURE.test(each))) {
    const { description, content } = operation.responses[status] ?? {};
    const { description: _text, ...schema } = content?.['application/json']?.schema ?? {};
    const alone = Object.keys(content ?? {}).length === 1;
    if (!description || !alone || !isDeepStrictEqual(schema, shape)) {
      faults.push(`${name} ${status}: not described in the shared error shape`);
    }
  }
  for (const [, parameter] of path.matchAll(/\{(\w+)\}/g)) {
    const declared = operation.parameters?.some(
      (each) => each.in === 'path' && each.name === parameter && each.required,
    );
    if (!declared) faults.push(`${name}: its path parameter ${parameter} is not declared`);
  }
  return faults;
}

const apiRoutesOf = (routes: RouteOptions[]) =>
  routes
    .filter((route) => route.url.startsWith('/api/') && !isDocsRoute(route.url))
    .flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ method, route })),
    );

/** The routes that do not say, in a schema, who may call them. */
const undeclared = (routes: RouteOptions[]) =>
  apiRoutesOf(routes)
    .filter(({ route }) => !route.schema || !Array.isArray(route.schema.security))
    .map(({ method, route }) => `${method} ${route.url}`);

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('/api/docs', () => {
  const routes: RouteOptions[] = [];
  let harness: Awaited<ReturnType<typeof buildTestApp>>;
  let document: OpenApiDocument;
  beforeAll(async () => {
    harness = await buildTestApp({ onRoute: (route) => void routes.push(route) });
    document = (await harness.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
  });
  afterAll(() => harness.close());

  it('[ANONYMOUS] browses the API documentation page', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    // The page's script and logo come from swagger-ui's package, named by the plugin's options.
    for (const [file, type] of [
      ['swagger-ui-bundle.js', 'javascript'],
      ['logo.svg', 'image/svg+xml'],
    ]) {
      const asset = await harness.app.inject({ method: 'GET', url: `/api/docs/static/${file}` });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-type']).toContain(type);
    }
  });

  it('documents every API route, as OpenAPI 3.1, with who may call it and how it fails', () => {
    expect(document.openapi).toBe('3.1.0');
    const api = apiRoutesOf(routes);
    expect(api.length).toBeGreaterThan(60);
    for (const { method, route } of api) {
      const operation = document.paths[openApiPath(route.url)]?.[method.toLowerCase()];
      expect(operation, `${method} ${route.url}`).toBeDefined();
      expect(operation?.responses).toHaveProperty('500');
      const signedIn = (route.schema?.security ?? []).length > 0;
      expect(operation?.security, `${method} ${route.url}`).toEqual(signedIn ? [{ session: [] }] : []);
      if (signedIn) expect(operation?.responses, `${method} ${route.url}`).toHaveProperty('401');
    }
  });

  it('describes a write in full: its body, its answer, its refusals and its feature', () => {
    const create = document.paths['/api/projects/']?.post;
    expect(create?.tags).toEqual(['projects']);
    expect(create?.requestBody).toBeDefined();
    expect(Object.keys(create?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '429', '500']),
    );
    expect(create?.responses['401']).toMatchObject({ description: 'Not signed in' });
  });

  it('gives every operation a summary, a feature, a success, and its failures in the one error shape', () => {
    const shape = errorShape();
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(100);
    const faults = operations.flatMap(({ path, method, operation }) =>
      faultsOf(path, method, operation, shape),
    );
    expect(faults).toEqual([]);
  });

  it('answers a route that fails for reasons of its own with those failures described', () => {
    const unban = document.paths['/api/admin/users/{userId}/bans']?.delete;
    expect(unban?.responses['204']).toEqual({ description: 'Lifted' });
    expect(unban?.responses['404']).toMatchObject({ description: 'No member with this id' });
    expect(unban?.responses['409']).toMatchObject({ description: 'The member has no open ban' });
    // A route's own text replaces the shared one for the same status.
    expect(document.paths['/api/auth/sign-in']?.post?.responses['401']).toMatchObject({
      description: 'Wrong email or password',
    });
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    // swagger-parser checks the document against the OpenAPI 3.1 schema: its structure (paths,
    // operations, parameters, responses and their descriptions). For OpenAPI 3 it checks neither the
    // JSON Schemas inside (the 3.1 schema takes any object there) nor rules beyond the schema, such
    // as path parameters: the walk above checks those.
    const validated = SwaggerParser.validate(structuredClone(document) as unknown as SwaggerParser['api']);
    await expect(validated).resolves.toMatchObject({ openapi: '3.1.0' });
  });

  it('every API route declares in its schema who may call it', () => {
    expect(undeclared(routes)).toEqual([]);
  });

  it('a route registered without a schema is caught', async () => {
    const fixture: FastifyPluginAsync = async (app) => {
      app.get('/no-schema', async () => ({ ok: true }));
    };
    const fixtureRoutes: RouteOptions[] = [];
    const other = await buildTestApp({
      extraRoutes: fixture,
      onRoute: (route) => void fixtureRoutes.push(route),
    });
    try {
      expect(undeclared(fixtureRoutes)).toEqual(['GET /api/test/no-schema']);
    } finally {
      await other.close();
    }
  });
});

describe('a route declared signedIn', () => {
  let harness: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    harness = await buildTestApp();
  });
  afterAll(() => harness.close());

  it('[ANONYMOUS] is refused before its input is read, with what signing in is for', async () => {
    const create = await harness.app.inject({ method: 'POST', url: '/api/projects', payload: { title: '' } });
    expect(create.statusCode).toBe(401);
    expect(create.json()).toMatchObject({ code: 'unauthenticated', messageId: 'signInRequired' });

    const like = await harness.app.inject({
      method: 'PUT',
      url: '/api/projects/00000000-0000-4000-8000-000000000000/like',
    });
    expect(like.statusCode).toBe(401);
    expect(like.json()).toMatchObject({ messageId: 'signInToLike' });
  });
});
