import { randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SEARCH_PAGE_SIZE } from '#shared/schemas/search';
import {
  createBan,
  createCreator,
  createProfile,
  createProject,
  createRole,
  createUser,
  type Creator,
} from '#server/seed/factories';
import { profiles, projects } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient } from '#server/test/clients';
import { RECENT_WINDOW } from './candidates';
import { encodeCursor } from '#server/db/pagination';

type Page<Item> = { items: Item[]; nextCursor: string | null };
type ProjectItem = { id: string; title: string };
type PersonItem = { handle: string };

describe('search: explore and people', () => {
  let testApp: TestApp;
  let ada: Creator;
  let dashboard: Awaited<ReturnType<typeof createProject>>;
  let visitor: ApiClient;

  beforeAll(async () => {
    testApp = await buildTestApp();
    const { db } = testApp;
    ada = await createCreator(db, {
      handle: 'adasearch',
      displayName: 'Ada Lovelace',
      skills: ['Compilers', 'Searching'],
      hireable: true,
      avatarUrl: '/uploads/avatars/ada.webp',
      user: { email: 'ada-search@example.test' },
    });
    await createRole(db, ada.user.id, 'verified');
    dashboard = await createProject(db, ada.profile.id, {
      title: 'Reactive dashboard',
      summary: 'Charts for telemetry',
      stack: ['React', 'Node.js'],
    });
    await createProject(db, ada.profile.id, {
      title: 'Synth engine',
      summary: 'A modular synthesizer',
      stack: ['Rust', 'WebAudio'],
    });
    const grace = await createCreator(db, {
      handle: 'gracesearch',
      displayName: 'Grace Hopper',
      skills: ['Cobol', 'Searching'],
      hireable: false,
    });
    await createProject(db, grace.profile.id, {
      title: 'Weather station',
      summary: 'Sensors on a roof',
      stack: ['React Native', 'Go'],
    });
    await createProject(db, grace.profile.id, { title: 'Draft notes', stack: ['React'], published: false });
    // Onboarding unfinished: no handle yet, so not a public profile.
    const unfinished = await createUser(db);
    await createProfile(db, unfinished.id, { displayName: 'Unfinished Onboarding' });
  });
  beforeEach(() => {
    visitor = testApp.visitor();
  });
  afterAll(() => testApp.close());
  const explore = async (query: string) => {
    const response = await visitor.get(`/api/explore?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<Page<ProjectItem>>();
  };
  const exploreTitles = async (query: string) =>
    (await explore(query)).items.map((project) => project.title).sort();
  const peopleHandles = async (query: string) => {
    const response = await visitor.get(`/api/people?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<Page<PersonItem>>().items.map((person) => person.handle);
  };
  /** Follows nextCursor to the end; answers every page. */
  const readAllPages = async <Item>(url: string) => {
    const pages: Page<Item>[] = [];
    let cursor: string | null = null;
    do {
      const response = await visitor.get(cursor ? `${url}&cursor=${cursor}` : url);
      expect(response.statusCode).toBe(200);
      const page = response.json<Page<Item>>();
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor && pages.length < 10);
    return pages;
  };

  it('[VISITOR] explores published projects as cards with their owner, cached briefly', async () => {
    const response = await visitor.get('/api/explore?q=telemetry');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=15');
    expect(response.headers['x-ratelimit-limit']).toBe('120');
    expect(response.json()).toEqual({
      items: [
        {
          id: dashboard.id,
          title: 'Reactive dashboard',
          slug: dashboard.slug,
          summary: 'Charts for telemetry',
          coverUrl: null,
          stack: ['React', 'Node.js'],
          createdAt: dashboard.createdAt.toISOString(),
          ownerHandle: 'adasearch',
          ownerDisplayName: 'Ada Lovelace',
          ownerAvatarUrl: '/uploads/avatars/ada.webp',
          ownerHireable: true,
        },
      ],
      nextCursor: null,
    });
  });

  it('[VISITOR] text search reads title, summary and stack, by word prefix and in any case', async () => {
    expect(await exploreTitles('q=reac')).toEqual(['Reactive dashboard', 'Weather station']);
    expect(await exploreTitles('q=REAC')).toEqual(['Reactive dashboard', 'Weather station']);
    expect(await exploreTitles('q=senso')).toEqual(['Weather station']);
    expect(await exploreTitles('q=node.js')).toEqual(['Reactive dashboard']);
    expect(await exploreTitles('q=webaud')).toEqual(['Synth engine']);
    // Every word must match: here one in the title and one in the summary.
    expect(await exploreTitles('q=synth%20modul')).toEqual(['Synth engine']);
    expect(await exploreTitles('q=synth%20roof')).toEqual([]);
    // Inside a word is not a prefix.
    expect(await exploreTitles('q=ctive')).toEqual([]);
  });

  it('[VISITOR] query syntax typed into the search box is searched as text, not run', async () => {
    for (const q of ["it's", '\\', '& | ! ( ) :* <->', "'reac'", '!!!', '   ']) {
      expect((await visitor.get(`/api/explore?q=${encodeURIComponent(q)}`)).statusCode).toBe(200);
      expect((await visitor.get(`/api/people?q=${encodeURIComponent(q)}`)).statusCode).toBe(200);
    }
    expect(await exploreTitles(`q=${encodeURIComponent("'reac'")}`)).toEqual([
      'Reactive dashboard',
      'Weather station',
    ]);
  });

  it('[VISITOR] the stack filter matches one whole technology in any case, or those a part begins', async () => {
    expect(await exploreTitles('stack=react')).toEqual(['Reactive dashboard']);
    expect(await exploreTitles('stack=REACT%20NATIVE')).toEqual(['Weather station']);
    // No technology is named 'Reac': it stands for React and React Native (not the draft's).
    expect(await exploreTitles('stack=Reac')).toEqual(['Reactive dashboard', 'Weather station']);
    expect(await exploreTitles('stack=eact')).toEqual([]);
    expect(await exploreTitles('stack=rust&q=synth')).toEqual(['Synth engine']);
  });

  it('[VISITOR] the hireable filter keeps projects of owners available for hire', async () => {
    expect(await exploreTitles('q=reac&hireable=true')).toEqual(['Reactive dashboard']);
    expect(await exploreTitles('q=reac&hireable=false')).toEqual(['Reactive dashboard', 'Weather station']);
  });

  it('[VISITOR] never sees unpublished projects', async () => {
    expect(await exploreTitles('q=draft')).toEqual([]);
    expect(await exploreTitles('stack=react')).not.toContain('Draft notes');
  });

  it("[VISITOR] a banned owner's projects and profile disappear from both lists", async () => {
    const banned = await createCreator(testApp.db, { handle: 'reactorspam', displayName: 'Spammy' });
    await createProject(testApp.db, banned.profile.id, { title: 'Reactor spam', stack: ['React'] });
    expect(await exploreTitles('q=reactor')).toEqual(['Reactor spam']);
    expect(await peopleHandles('q=spammy')).toEqual(['reactorspam']);

    await createBan(testApp.db, banned.user.id, { reason: 'Spam' });
    expect(await exploreTitles('q=reactor')).toEqual([]);
    expect(await exploreTitles('stack=react')).toEqual(['Reactive dashboard']);
    expect(await peopleHandles('q=spammy')).toEqual([]);
  });

  it('[VISITOR] finds people by display name, handle or skill, newest first', async () => {
    expect(await peopleHandles('q=lovel')).toEqual(['adasearch']);
    expect(await peopleHandles('q=adasea')).toEqual(['adasearch']);
    expect(await peopleHandles('q=COMPIL')).toEqual(['adasearch']);
    expect(await peopleHandles('q=grace%20cob')).toEqual(['gracesearch']);
    expect(await peopleHandles('q=searching')).toEqual(['gracesearch', 'adasearch']);
    expect(await peopleHandles('q=searching&hireable=true')).toEqual(['adasearch']);
  });

  it('[VISITOR] person cards carry public fields, roles and newest works only; unfinished profiles are left out', async () => {
    const response = await visitor.get('/api/people?q=lovelace');
    const works = await testApp.db
      .select({ id: projects.id, slug: projects.slug, title: projects.title, coverUrl: projects.coverUrl })
      .from(projects)
      .where(eq(projects.ownerId, ada.profile.id))
      .orderBy(desc(projects.createdAt), desc(projects.id));
    expect(response.headers['cache-control']).toBe('public, max-age=15');
    expect(response.json()).toEqual({
      items: [
        {
          handle: 'adasearch',
          displayName: 'Ada Lovelace',
          avatarUrl: '/uploads/avatars/ada.webp',
          skills: ['Compilers', 'Searching'],
          hireable: true,
          roles: ['verified'],
          works,
        },
      ],
      nextCursor: null,
    });
    expect(await peopleHandles('q=unfinished')).toEqual([]);
  });

  it('[VISITOR] explore pages hold every project exactly once, ties included, then end', async () => {
    const owner = await createCreator(testApp.db);
    const count = 2 * SEARCH_PAGE_SIZE + 2;
    for (let index = 0; index < count; index += 1) {
      await createProject(testApp.db, owner.profile.id, { slug: `page-${index}`, stack: ['Pagetest'] });
    }
    // Three projects per instant, and all of them within one millisecond: the cursor must keep
    // microseconds and break ties by id.
    await testApp.db
      .update(projects)
      .set({
        createdAt: sql`timestamptz '2026-01-01 00:00:00+00' + (substring(${projects.slug} from 6)::int / 3) * interval '1 microsecond'`,
      })
      .where(sql`${projects.ownerId} = ${owner.profile.id}`);
    const expected = await testApp.db
      .select({ id: projects.id })
      .from(projects)
      .where(sql`${projects.ownerId} = ${owner.profile.id}`)
      .orderBy(desc(projects.createdAt), desc(projects.id));

    const pages = await readAllPages<ProjectItem>('/api/explore?stack=pagetest');
    expect(pages.map((page) => page.items.length)).toEqual([SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE, 2]);
    expect(pages.flatMap((page) => page.items.map((project) => project.id))).toEqual(
      expected.map((row) => row.id),
    );
    expect(pages.at(-1)?.nextCursor).toBeNull();
  });

  it('[VISITOR] people pages hold every match exactly once, then end', async () => {
    const handles: string[] = [];
    for (let index = 0; index < SEARCH_PAGE_SIZE + 2; index += 1) {
      const person = await createCreator(testApp.db, { displayName: `Pager ${index}` });
      handles.unshift(person.profile.handle ?? '');
    }
    const pages = await readAllPages<PersonItem>('/api/people?q=pager');
    expect(pages.map((page) => page.items.length)).toEqual([SEARCH_PAGE_SIZE, 2]);
    expect(pages.flatMap((page) => page.items.map((person) => person.handle))).toEqual(handles);
    expect(pages.at(-1)?.nextCursor).toBeNull();
  });

  it('[VISITOR] matches older than the newest thousand projects are found, in order', async () => {
    const owner = await createCreator(testApp.db);
    // 30 old matches, then more non-matching projects than the first search step looks at, then 3 new
    // matches: the first page holds the 3 new ones and 21 old ones.
    const insertProjects = (title: string, count: number, since: string) =>
      testApp.db.execute(sql`
        insert into projects (owner_id, title, slug, created_at)
        select ${owner.profile.id}, ${title}, ${`${title.toLowerCase()}-`} || n,
          ${since}::timestamptz + n * interval '1 second'
        from generate_series(1, ${count}::int) as n`);
    await insertProjects('Ancient', 30, '2020-01-01T00:00:00Z');
    await insertProjects('Filler', RECENT_WINDOW + 10, '2021-01-01T00:00:00Z');
    await insertProjects('Ancient-new', 3, '2022-01-01T00:00:00Z');

    const slugsOf = async (url: string) => {
      const pages = await readAllPages<ProjectItem & { slug: string }>(url);
      expect(pages.map((page) => page.items.length)).toEqual([SEARCH_PAGE_SIZE, 9]);
      return pages.flatMap((page) => page.items.map((project) => project.slug));
    };
    const newest = [3, 2, 1].map((n) => `ancient-new-${n}`);
    const oldest = Array.from({ length: 30 }, (_, index) => `ancient-${30 - index}`);
    expect(await slugsOf('/api/explore?q=ancient&sort=newest')).toEqual([...newest, ...oldest]);
    // Best match first, the titles that are exactly 'Ancient' come first, however old.
    expect(await slugsOf('/api/explore?q=ancient')).toEqual([...oldest, ...newest]);
  });

  it('[VISITOR] people older than the newest thousand profiles are found', async () => {
    const veteran = await createCreator(testApp.db, { displayName: 'Veteran Voyager' });
    await testApp.db
      .update(profiles)
      .set({ createdAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(profiles.id, veteran.profile.id));
    await testApp.db.execute(sql`
      with made as (
        insert into users (email, password_hash, signup_username)
        select 'bulk' || n || '@example.test', 'not-a-hash', 'bulk' || n
        from generate_series(1, ${RECENT_WINDOW + 10}::int) as n
        returning id, signup_username
      )
      insert into profiles (user_id, handle, display_name)
      select id, signup_username, 'Bulk person' from made`);
    expect(await peopleHandles('q=voyag')).toEqual([veteran.profile.handle]);
  });

  it('[VISITOR] a cursor the server did not make is a validation error', async () => {
    const id = randomUUID();
    const badCursors = [
      'not a cursor!',
      'x'.repeat(201),
      Buffer.from('not-json').toString('base64url'),
      Buffer.from('{"createdAt":"2026-01-01T00:00:00.000000Z"}').toString('base64url'),
      encodeCursor({ createdAt: '2026-01-01T00:00:00.000Z', id }),
      encodeCursor({ createdAt: '2026-02-30T00:00:00.000000Z', id }),
      encodeCursor({ createdAt: '2026-01-01T00:00:00.000000Z', id: 'not-a-uuid' }),
    ];
    for (const cursor of badCursors) {
      for (const list of ['explore', 'people']) {
        const response = await visitor.get(`/api/${list}?cursor=${encodeURIComponent(cursor)}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'validation_failed',
          fields: { cursor: 'validationError' },
        });
      }
    }
    const wellFormed = encodeCursor({ createdAt: '2026-01-01T00:00:00.000000Z', id });
    expect((await visitor.get(`/api/explore?cursor=${wellFormed}`)).statusCode).toBe(200);
  });

  it('[VISITOR] search text over 100 characters, a long stack or an unknown flag is refused', async () => {
    const tooLong = await visitor.get(`/api/explore?q=${'a'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'validation_failed', fields: { q: 'validationError' } });
    expect((await visitor.get(`/api/people?q=${'a'.repeat(101)}`)).statusCode).toBe(400);
    // Counted after trimming.
    expect((await visitor.get(`/api/people?q=%20${'a'.repeat(100)}%20`)).statusCode).toBe(200);
    expect((await visitor.get(`/api/explore?stack=${'s'.repeat(31)}`)).json()).toMatchObject({
      fields: { stack: 'stackItemTooLong' },
    });
    expect((await visitor.get('/api/explore?hireable=yes')).statusCode).toBe(400);
    expect((await visitor.get('/api/people?hireable=1')).statusCode).toBe(400);
  });

  it('[USER] sees the same lists as a visitor', async () => {
    const user = await testApp.as(ada);
    const asUser = await user.get('/api/explore?q=reac');
    const asVisitor = await visitor.get('/api/explore?q=reac');
    expect(asUser.statusCode).toBe(200);
    expect(asUser.json()).toEqual(asVisitor.json());
    expect(asUser.headers['cache-control']).toBe('public, max-age=15');
    const people = await user.get('/api/people?q=searching');
    expect(people.json<Page<PersonItem>>().items.map((person) => person.handle)).toEqual([
      'gracesearch',
      'adasearch',
    ]);
  });
});
