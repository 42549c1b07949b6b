import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createLoggerOptions, serializeError } from './logger';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';

describe('what the log keeps out', () => {
  let testApp: TestApp;
  const lines: string[] = [];
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'atelier-web-'));
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const routes: FastifyPluginAsync = async (app) => {
    app.get('/failing-query', async () =>
      app.database.db.execute(sql`select * from missing_table where email = ${'private@example.test'}`),
    );
  };

  beforeAll(async () => {
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' });
    testApp = await buildTestApp({
      webRoot,
      extraRoutes: routes,
      logger: createLoggerOptions(config, stream),
    });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const logged = () => lines.join('');

  it('logs the path of an emailed link, never its token', async () => {
    const response = await testApp.visitor().get('/verify-email?token=SeCrEtToKeN123');
    expect(response.statusCode).toBe(200);
    expect(logged()).toContain('"url":"/verify-email"');
    expect(logged()).not.toContain('SeCrEtToKeN123');
  });

  it('logs where a missing page was linked from by its path alone, never a token in its query', async () => {
    const response = await testApp
      .visitor()
      .post(
        '/api/client-events/not-found',
        { path: '/reset-password/old?token=PathSeCrEt#frag' },
        { referer: 'https://atelier.example/verify-email?token=RefererSeCrEt' },
      );
    expect(response.statusCode).toBe(204);
    expect(logged()).toContain('"missingPath":"/reset-password/old","referer":"/verify-email"');
    expect(logged()).not.toContain('SeCrEt');
  });

  it("logs a failed query's text, never its parameters", async () => {
    const response = await testApp.visitor().get('/api/test/failing-query');
    expect(response.statusCode).toBe(500);
    expect(logged()).toContain('Failed query: select * from missing_table where email = $1');
    expect(logged()).toContain('"code":"42P01"');
    expect(logged()).not.toContain('private@example.test');
  });

  it('says why a query that never reached the database failed (a connection cut), with no parameters', () => {
    const failure = Object.assign(
      new Error('Failed query: select 1 where email = $1\nparams: private@example.test'),
      {
        query: 'select 1 where email = $1',
        cause: new Error('timeout exceeded when trying to connect'),
      },
    );
    expect(JSON.stringify(serializeError(failure))).toContain(
      '"cause":{"type":"Error","message":"timeout exceeded when trying to connect"}',
    );
    expect(JSON.stringify(serializeError(failure))).not.toContain('private@example.test');
  });

  it.each([
    ['a NUL in a search', 'GET', '/api/explore?q=%00', undefined],
    ['a NUL in a path', 'GET', '/api/profiles/ada%00', undefined],
    [
      'a NUL in a report',
      'POST',
      '/api/reports',
      { targetType: 'profile', targetId: 'x', reason: 'spam\u0000' },
    ],
    [
      'a lone surrogate in a sign-up',
      'POST',
      '/api/auth/sign-up',
      { username: 'ab\ud800c', email: 'a@b.co' },
    ],
  ] as const)('answers %s with a 400 and logs no error', async (_name, method, url, payload) => {
    const before = lines.length;
    const response = await testApp.visitor().request({ method, url, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().messageId).toBe('invalidCharacters');
    expect(lines.slice(before).join('')).not.toContain('"level":50');
  });
});
