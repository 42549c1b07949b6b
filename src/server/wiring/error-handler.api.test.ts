import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import { AppError } from '#server/errors';

const routes: FastifyPluginAsync = async (app) => {
  app.get('/crash', async () => {
    throw new Error('relation "secret_table" does not exist at /srv/app/queries.ts:12');
  });
  app.get('/refuse', async () => {
    throw new AppError('forbidden', 'permissionDenied');
  });
  app.get('/query', {
    schema: { querystring: z.object({ page: z.coerce.number().int().min(1), q: z.string().max(5) }) },
    handler: async () => ({ ok: true }),
  });
  app.post('/echo', async (request) => request.body);
  app.post('/list', {
    schema: { body: z.object({ items: z.array(z.enum(['a', 'b'])) }) },
    handler: async () => ({ ok: true }),
  });
  app.get('/bad-number', async () => app.database.db.execute(sql`select ${'12abc'}::int`));
};

describe('the one error shape', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ extraRoutes: routes });
  });
  afterAll(() => testApp.close());

  it('answers an unexpected failure with 500 and a generic message: no stack, no SQL, no paths', async () => {
    const response = await testApp.visitor().get('/api/test/crash');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'internal', message: 'Something went wrong. Please try again.' });
    expect(response.body).not.toMatch(/secret_table|queries\.ts|stack/);
  });

  it('passes a deliberate refusal through with its status and message', async () => {
    const response = await testApp.visitor().get('/api/test/refuse');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'forbidden',
      message: 'You do not have permission to perform this action.',
      messageId: 'permissionDenied',
    });
  });

  it('answers input that breaks its schema with 400 and the failing fields', async () => {
    const response = await testApp.visitor().get('/api/test/query?page=0&q=toolong');
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.fields).sort()).toEqual(['page', 'q']);
  });

  // Found by fuzz.api.test.ts: 5,000 wrong items (40 kB) made a 650 kB answer, one field per item.
  it('lists at most 20 failing fields, however many items of a list fail', async () => {
    const response = await testApp.visitor().post('/api/test/list', {
      items: Array.from({ length: 5_000 }, (_, index) => index),
    });
    expect(response.statusCode).toBe(400);
    const fields = Object.keys(response.json().fields);
    expect(fields).toHaveLength(20);
    expect(fields[0]).toBe('items.0');
    expect(response.rawPayload.length).toBeLessThan(4_096);
  });

  it('answers malformed JSON with 400 in the same shape', async () => {
    const response = await testApp
      .visitor()
      .post('/api/test/echo', '{"broken":', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await testApp
      .visitor()
      .post('/api/test/echo', JSON.stringify({ text: 'x'.repeat(1024 * 1024) }), {
        'content-type': 'application/json',
      });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('answers a value the database cannot take (a data exception) with a 400, not a 500', async () => {
    const response = await testApp.visitor().get('/api/test/bad-number');
    expect(response.statusCode).toBe(400);
    expect(response.json().messageId).toBe('validationError');
  });

  // The router refuses these before any hook or route runs; Fastify's own answer quoted the whole
  // URL back (found by fuzz.api.test.ts).
  it.each([
    ['a malformed escape', `/api/profiles/%zz?q=${'secret'.repeat(5_000)}`],
    ['a path parameter longer than the router takes', `/api/profiles/${'secret'.repeat(20)}`],
  ])('answers a URL with %s with 400 in the one shape, without quoting the URL', async (_case, url) => {
    const response = await testApp.visitor().get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: 'Validation error',
      messageId: 'validationError',
    });
    expect(response.body).not.toContain('secret');
  });
});
