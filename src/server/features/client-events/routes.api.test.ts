import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient } from '#server/test/clients';

describe('POST /api/client-events/not-found', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const report = (payload: Record<string, unknown>, client: ApiClient = testApp.visitor()) =>
    client.post('/api/client-events/not-found', payload);

  it('[ANONYMOUS] reports a missing path and gets no content back', async () => {
    const response = await report({ path: '/no/such/page' });
    expect(response.statusCode).toBe(204);
  });

  it('refuses a body that breaks the shared schema, naming the field', async () => {
    const response = await report({ path: '' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_failed');
    expect(body.message).toBe('Validation error');
    expect(body.messageId).toBe('validationError');
    expect(Object.keys(body.fields)).toEqual(['path']);
  });

  it('refuses a path longer than 2048 characters', async () => {
    const response = await report({ path: `/${'a'.repeat(2048)}` });
    expect(response.statusCode).toBe(400);
  });

  it('limits one client to 30 reports a minute, counted in the database', async () => {
    const client = testApp.visitor();
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      statuses.push((await report({ path: `/missing-${index}` }, client)).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
    expect(statuses[30]).toBe(429);
    const limited = await report({ path: '/again' }, client);
    expect(limited.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many requests',
      messageId: 'tooManyRequests',
    });
    // Another client is not affected.
    expect((await report({ path: '/other' }, testApp.visitor())).statusCode).toBe(204);
  });
});
