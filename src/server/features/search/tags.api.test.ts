import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAG_SUGGESTIONS_COUNT } from '#shared/schemas/search';
import {
  createCreator,
  createProfile,
  createProject,
  createUser,
  type Creator,
} from '#server/seed/factories';
import { profiles, projects } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';

type Suggestions = { tags: { tag: string; uses: number }[] };

// Decision 49: the technologies and skills in use, counted by triggers, suggested as they are typed;
// a technology typed in part filters Explore by every one it begins.
describe('search: tags in use', () => {
  let testApp: TestApp;
  let owner: Creator;

  beforeAll(async () => {
    testApp = await buildTestApp();
    const { db } = testApp;
    owner = await createCreator(db, { handle: 'tagowner', skills: ['Quokka taming', 'Quokka photography'] });
    await createProject(db, owner.profile.id, { title: 'Widget one', stack: ['Qwikjs', 'Qwikjs Native'] });
    await createProject(db, owner.profile.id, { title: 'Widget two', stack: ['qwikjs'] });
    await createProject(db, owner.profile.id, { title: 'Widget three', stack: ['Qwikjs Native', 'Q_lang'] });
    await createProject(db, owner.profile.id, { title: 'Draft', stack: ['Qwiksecret'], published: false });
    // No handle yet: not a public profile, so its skills are not suggested.
    await createProfile(db, (await createUser(db)).id, { skills: ['Quokka herding'] });
  });
  afterAll(() => testApp.close());

  const suggest = async (query: string) => {
    const response = await testApp.visitor().get(`/api/tags?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<Suggestions>().tags;
  };
  const exploreTitles = async (stack: string) => {
    const response = await testApp.visitor().get(`/api/explore?stack=${encodeURIComponent(stack)}`);
    return response
      .json<{ items: { title: string }[] }>()
      .items.map((item) => item.title)
      .sort();
  };

  it('[VISITOR] gets the technologies that begin with what is typed, most used first, in any case', async () => {
    expect(await suggest('kind=stack&q=QWIK')).toEqual([
      { tag: 'Qwikjs', uses: 2 },
      { tag: 'Qwikjs Native', uses: 2 },
    ]);
    expect(await suggest('kind=stack&q=qwikjs%20n')).toEqual([{ tag: 'Qwikjs Native', uses: 2 }]);
    expect((await suggest('kind=stack')).length).toBeLessThanOrEqual(TAG_SUGGESTIONS_COUNT);
  });

  it("[VISITOR] is never suggested a draft's technology or an unfinished profile's skill", async () => {
    expect(await suggest('kind=stack&q=qwiks')).toEqual([]);
    expect(await suggest('kind=skill&q=quokka')).toEqual([
      { tag: 'Quokka photography', uses: 1 },
      { tag: 'Quokka taming', uses: 1 },
    ]);
  });

  it('[VISITOR] wildcards typed are letters: % and _ match only themselves', async () => {
    expect(await suggest('kind=stack&q=%25')).toEqual([]);
    expect(await suggest('kind=stack&q=q_')).toEqual([{ tag: 'Q_lang', uses: 1 }]);
    expect(await suggest('kind=stack&q=q%25')).toEqual([]);
  });

  it('[VISITOR] a whole technology filters Explore to it alone; part of one, to every one it begins', async () => {
    expect(await exploreTitles('qwikjs')).toEqual(['Widget one', 'Widget two']);
    expect(await exploreTitles('Qwikjs Native')).toEqual(['Widget one', 'Widget three']);
    expect(await exploreTitles('Qwi')).toEqual(['Widget one', 'Widget three', 'Widget two']);
    expect(await exploreTitles('qwiks')).toEqual([]);
    expect(await exploreTitles('q%')).toEqual([]);
  });

  it('[VISITOR] counts follow publishing, editing and deleting', async () => {
    const { db } = testApp;
    const [draft] = await db.select().from(projects).where(eq(projects.title, 'Draft'));
    await db.update(projects).set({ published: true }).where(eq(projects.id, draft!.id));
    expect(await suggest('kind=stack&q=qwiks')).toEqual([{ tag: 'Qwiksecret', uses: 1 }]);
    await db
      .update(projects)
      .set({ stack: ['Qwikjs'] })
      .where(eq(projects.id, draft!.id));
    expect(await suggest('kind=stack&q=qwik')).toEqual([
      { tag: 'Qwikjs', uses: 3 },
      { tag: 'Qwikjs Native', uses: 2 },
    ]);
    await db.delete(projects).where(eq(projects.id, draft!.id));
    await db
      .update(profiles)
      .set({ skills: ['Quokka taming'] })
      .where(eq(profiles.id, owner.profile.id));
    expect(await suggest('kind=stack&q=qwikjs')).toEqual([
      { tag: 'Qwikjs', uses: 2 },
      { tag: 'Qwikjs Native', uses: 2 },
    ]);
    expect(await suggest('kind=skill&q=quokka')).toEqual([{ tag: 'Quokka taming', uses: 1 }]);
  });

  it('[VISITOR] an unknown kind or an overlong prefix is refused', async () => {
    for (const query of ['kind=colour&q=red', 'q=react', `kind=stack&q=${'a'.repeat(101)}`]) {
      expect((await testApp.visitor().get(`/api/tags?${query}`)).statusCode).toBe(400);
    }
  });
});
