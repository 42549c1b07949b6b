import type { FastifyPluginAsync, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app';
import { isDocsRoute } from './api-docs';

type Operation = {
  security?: unknown[];
  tags?: string[];
  responses: Record<string, unknown>;
  requestBody?: unknown;
};
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

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
