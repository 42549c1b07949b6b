import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerAnswerSerializer } from './answer-serializer';

const owner = z.object({ handle: z.string(), avatarUrl: z.string().nullable() });
const notice = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('follow'), follower: z.string() }),
  z.object({ kind: z.literal('comment'), projectId: z.uuid(), excerpt: z.string() }),
]);
const pageSchema = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      summary: z.string().nullable(),
      likes: z.number().int(),
      owner: owner.nullable(),
      stack: z.array(z.string()),
      note: z.string().optional(),
    }),
  ),
  notices: z.array(notice),
  counts: z.record(z.string(), z.number()),
  nextCursor: z.string().nullable(),
});

const ID = '0b5c3f3e-8d0b-4a53-9d43-2f1f0c1d2e3f';
/** A page as a handler builds it from database rows: with columns and keys the answer does not name. */
const pageWithExtras = {
  items: [
    {
      id: ID,
      title: 'Synth',
      summary: null,
      likes: 3,
      owner: { handle: 'ada', avatarUrl: null, email: 'ada@example.com', passwordHash: 'x' },
      stack: ['TypeScript'],
      ownerId: ID,
      cursorTime: '2026-11-24',
    },
    { id: ID, title: 'Two', summary: 'Short', likes: 0, owner: null, stack: [], note: 'pinned' },
  ],
  notices: [
    { kind: 'comment', projectId: ID, excerpt: 'Nice', authorEmail: 'bob@example.com' },
    { kind: 'follow', follower: 'cy', internal: true },
  ],
  counts: { projects: 2, services: 0 },
  nextCursor: null,
  debug: { sql: 'select 1' },
};

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/**
 * An app answering `answer` with `schema`, as a test or development server does (checked), or as a
 * production server does once it listens and has loaded the compiled serializer (unchecked).
 */
async function serve(schema: z.ZodType, answer: unknown, checkAnswers: boolean) {
  const app = Fastify();
  apps.push(app);
  const { loaded } = registerAnswerSerializer(app, { checkAnswers });
  app.get('/', { schema: { response: { 200: schema } } }, async () => answer);
  if (checkAnswers) {
    await app.ready();
  } else {
    await app.listen({ port: 0, host: '127.0.0.1' });
    await loaded;
  }
  return app.inject({ method: 'GET', url: '/' });
}

describe.each([
  ['in production, unchecked', false],
  ['in development and tests, checked by zod too', true],
])('answers written from the route schema, %s', (_name, checkAnswers) => {
  it('writes exactly what zod writes: only the keys the schema names, at every depth', async () => {
    const response = await serve(pageSchema, pageWithExtras, checkAnswers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(z.encode(pageSchema, pageWithExtras as z.output<typeof pageSchema>));
    expect(response.body).not.toMatch(/email|passwordHash|ownerId|cursorTime|internal|debug/);
    expect(response.json().items[1]).toEqual({
      id: ID,
      title: 'Two',
      summary: 'Short',
      likes: 0,
      owner: null,
      stack: [],
      note: 'pinned',
    });
  });

  it('escapes text as JSON', async () => {
    const text = 'a "quote", a \\ backslash, $1, </script>, a\u0000NUL and 😀';
    const response = await serve(z.object({ text: z.string() }), { text }, checkAnswers);
    expect(response.json()).toEqual({ text });
  });

  it('refuses an answer missing a key the schema requires', async () => {
    const response = await serve(owner, { handle: 'ada' }, checkAnswers);
    expect(response.statusCode).toBe(500);
  });
});

describe('a production server before the compiled serializer is loaded', () => {
  it('writes its first answers with zod, which refuses a wrong type', async () => {
    const app = Fastify();
    apps.push(app);
    registerAnswerSerializer(app, { checkAnswers: false });
    app.get('/', { schema: { response: { 200: owner } } }, async () => ({ handle: 42, avatarUrl: null }));
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/' })).statusCode).toBe(500);
  });
});

describe('answers checked by zod (development and tests)', () => {
  it('refuses an answer of the wrong type, which the compiled serializer alone would coerce', async () => {
    const wrong = { handle: 42, avatarUrl: null };
    expect((await serve(owner, wrong, true)).statusCode).toBe(500);
    expect((await serve(owner, wrong, false)).json()).toEqual({ handle: '42', avatarUrl: null });
  });

  it('refuses an answer the two serializers write differently', async () => {
    // JSON Schema has no refinements: the compiled serializer takes the first branch, zod the second.
    const startsWithX = z.object({ name: z.string().refine((name) => name.startsWith('x')) });
    const schema = z.union([startsWithX, z.object({ name: z.string(), size: z.number() })]);
    const answer = { name: 'y', size: 1 };
    expect((await serve(schema, answer, false)).json()).toEqual({ name: 'y' });
    const checked = await serve(schema, answer, true);
    expect(checked.statusCode).toBe(500);
  });
});
