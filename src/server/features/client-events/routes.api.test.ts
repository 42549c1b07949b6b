import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';

describe('POST /api/client-events/not-found', () => {
  let harness: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    harness = await buildTestApp();
  });
  afterAll(() => harness.close());

  const report = (payload: Record<string, unknown>, remoteAddress = '10.0.0.1') =>
    harness.app.inject({ method: 'POST', url: '/api/client-events/not-found', payload, remoteAddress });

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
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      statuses.push((await report({ path: `/missing-${index}` }, '10.0.0.99')).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 204)).toBe(true);
    expect(statuses[30]).toBe(429);
    const limited = await report({ path: '/again' }, '10.0.0.99');
    expect(limited.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many requests',
      messageId: 'tooManyRequests',
    });
    // Another client is not affected.
    expect((await report({ path: '/other' }, '10.0.0.100')).statusCode).toBe(204);
  });
});
