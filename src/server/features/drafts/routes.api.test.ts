import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAFT_PAYLOAD_MAX_BYTES, DRAFTS_MAX_COUNT } from '#shared/constants';
import {
  createBan,
  createCreator,
  createDraft,
  createProject,
  createService,
  type Creator,
} from '#server/seed/factories';
import { drafts, projects, services } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';

const projectValues = {
  title: 'Tide tables',
  summary: 'Half written',
  stack: 'TypeScript, Rust',
  blocks: [],
};
const draftOf = (payload: Record<string, unknown> = projectValues) => ({
  kind: 'project',
  title: typeof payload.title === 'string' ? payload.title : null,
  payload,
});

describe('/api/drafts', () => {
  let testApp: TestApp;
  let ada: Creator;
  let grace: Creator;

  beforeAll(async () => {
    testApp = await buildTestApp();
    ada = await createCreator(testApp.db);
    grace = await createCreator(testApp.db);
  });
  afterAll(() => testApp.close());

  const rowOf = async (id: string) => (await testApp.db.select().from(drafts).where(eq(drafts.id, id)))[0];

  it('[VISITOR] may not save, list, read or delete drafts', async () => {
    const draft = await createDraft(testApp.db, ada.user.id);
    const visitor = testApp.visitor();
    const answers = [
      await visitor.put(`/api/drafts/${randomUUID()}`, draftOf()),
      await visitor.get('/api/drafts'),
      await visitor.get(`/api/drafts/${draft.id}`),
      await visitor.delete(`/api/drafts/${draft.id}`),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ messageId: 'signInRequired' });
    }
    expect(await rowOf(draft.id)).toBeDefined();
  });

  it('[USER] saves a draft as typed, and a retried save writes the same row', async () => {
    const client = await testApp.as(ada);
    const id = randomUUID();
    const first = await client.put(`/api/drafts/${id}`, draftOf({ ...projectValues, title: '  Tide  ' }));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id, kind: 'project', title: 'Tide', subjectId: null });
    const again = await client.put(`/api/drafts/${id}`, draftOf({ ...projectValues, title: '  Tide  ' }));
    expect(again.statusCode).toBe(200);
    const later = await client.put(`/api/drafts/${id}`, draftOf(projectValues));
    expect(later.json()).toMatchObject({ title: 'Tide tables' });

    const rows = await testApp.db.select().from(drafts).where(eq(drafts.id, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload).toEqual(projectValues);
    const read = await client.get(`/api/drafts/${id}`);
    expect(read.json()).toMatchObject({ id, title: 'Tide tables', payload: projectValues });
  });

  it('[USER] keeps what the form held even when it would not publish (no title yet, a bad link)', async () => {
    const client = await testApp.as(ada);
    const id = randomUUID();
    const payload = {
      title: '',
      ctaUrl: 'not a link',
      blocks: [{ id: 'a', type: 'image', url: '/x.webp', alt: '' }],
    };
    const saved = await client.put(`/api/drafts/${id}`, { kind: 'project', title: '', payload });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ title: null });
    expect((await rowOf(id))?.payload).toEqual(payload);
  });

  it('[USER] lists their own drafts only, newest first', async () => {
    const owner = await createCreator(testApp.db);
    const older = await createDraft(testApp.db, owner.user.id, {
      title: 'Older',
      updatedAt: new Date(Date.now() - 60_000),
    });
    const newer = await createDraft(testApp.db, owner.user.id, { title: 'Newer', kind: 'service' });
    await createDraft(testApp.db, grace.user.id, { title: 'Not yours' });
    const list = await (await testApp.as(owner)).get('/api/drafts');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      { id: newer.id, kind: 'service', title: 'Newer', subjectId: null, updatedAt: expect.any(String) },
      { id: older.id, kind: 'project', title: 'Older', subjectId: null, updatedAt: expect.any(String) },
    ]);
  });

  it("[ATTACKER] may not read, overwrite or delete another member's draft: it is unknown to them", async () => {
    const draft = await createDraft(testApp.db, grace.user.id, { payload: { title: 'Secret' } });
    const attacker = await testApp.as(ada);
    const answers = [
      await attacker.get(`/api/drafts/${draft.id}`),
      await attacker.put(`/api/drafts/${draft.id}`, draftOf({ title: 'Mine now' })),
      await attacker.delete(`/api/drafts/${draft.id}`),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'not_found', messageId: 'draftNotFound' });
    }
    const row = await rowOf(draft.id);
    expect(row).toMatchObject({ ownerId: grace.user.id, payload: { title: 'Secret' } });
  });

  it('[USER] deletes their own draft', async () => {
    const draft = await createDraft(testApp.db, ada.user.id);
    const client = await testApp.as(ada);
    expect((await client.delete(`/api/drafts/${draft.id}`)).statusCode).toBe(204);
    expect(await rowOf(draft.id)).toBeUndefined();
    expect((await client.delete(`/api/drafts/${draft.id}`)).statusCode).toBe(404);
  });

  it('[BANNED] may not save, read or delete drafts', async () => {
    const member = await createCreator(testApp.db);
    const draft = await createDraft(testApp.db, member.user.id);
    const client = await testApp.as(member);
    await createBan(testApp.db, member.user.id);
    const answers = [
      await client.put(`/api/drafts/${randomUUID()}`, draftOf()),
      await client.put(`/api/drafts/${draft.id}`, draftOf()),
      await client.get('/api/drafts'),
      await client.delete(`/api/drafts/${draft.id}`),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'banned', messageId: 'accountSuspended' });
    }
    expect(await rowOf(draft.id)).toMatchObject({ title: 'Half a project' });
  });

  describe('what a draft may hold', () => {
    it('[USER] may not save a payload larger than the bound, nor one that is not an object', async () => {
      const client = await testApp.as(ada);
      const id = randomUUID();
      const large = await client.put(
        `/api/drafts/${id}`,
        draftOf({ summary: 'x'.repeat(DRAFT_PAYLOAD_MAX_BYTES) }),
      );
      expect(large.statusCode).toBe(400);
      expect(large.json()).toMatchObject({ fields: { payload: 'draftTooLarge' } });
      // Many small items: 44 kB as JSON, over the bound as the database prints them ('1, 1, 1').
      const items = Array.from({ length: 22_000 }, () => 1);
      const separated = await client.put(`/api/drafts/${id}`, draftOf({ items }));
      expect(separated.statusCode).toBe(400);
      for (const payload of [[1, 2], 'text', null]) {
        const refused = await client.put(`/api/drafts/${id}`, { kind: 'project', payload });
        expect(refused.statusCode).toBe(400);
      }
      const wrongKind = await client.put(`/api/drafts/${id}`, { kind: 'collection', payload: {} });
      expect(wrongKind.statusCode).toBe(400);
      expect(await rowOf(id)).toBeUndefined();
    });

    it('[USER] saves a payload just within the bound', async () => {
      const client = await testApp.as(ada);
      const id = randomUUID();
      // {"summary": "..."}: 15 bytes around the text, as jsonb prints it.
      const saved = await client.put(`/api/drafts/${id}`, {
        kind: 'project',
        payload: { summary: 'x'.repeat(DRAFT_PAYLOAD_MAX_BYTES - 15) },
      });
      expect(saved.statusCode).toBe(200);
    });

    it('[USER] may not save text holding a NUL byte', async () => {
      const client = await testApp.as(ada);
      const id = randomUUID();
      const refused = await client.put(`/api/drafts/${id}`, draftOf({ title: 'Tide\u0000tables' }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ messageId: 'invalidCharacters' });
      expect(await rowOf(id)).toBeUndefined();
    });

    it(`[USER] keeps at most ${DRAFTS_MAX_COUNT} drafts, and may still save the ones they have`, async () => {
      const member = await createCreator(testApp.db);
      const kept = await Promise.all(
        Array.from({ length: DRAFTS_MAX_COUNT }, () => createDraft(testApp.db, member.user.id)),
      );
      const client = await testApp.as(member);
      const refused = await client.put(`/api/drafts/${randomUUID()}`, draftOf());
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ messageId: 'tooManyDrafts' });
      const resaved = await client.put(`/api/drafts/${kept[0]?.id}`, draftOf());
      expect(resaved.statusCode).toBe(200);
      expect(await testApp.db.$count(drafts, eq(drafts.ownerId, member.user.id))).toBe(DRAFTS_MAX_COUNT);
    });
  });

  describe('a draft of an edit', () => {
    it('[OWNER] saves one draft per project: a save from another device replaces the first', async () => {
      const project = await createProject(testApp.db, ada.profile.id);
      const client = await testApp.as(ada);
      const onPhone = randomUUID();
      const onDesktop = randomUUID();
      const edit = { kind: 'project', subjectId: project.id, payload: { title: 'Edited' } };
      expect((await client.put(`/api/drafts/${onPhone}`, edit)).statusCode).toBe(200);
      const second = await client.put(`/api/drafts/${onDesktop}`, edit);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toMatchObject({ subjectId: project.id });
      expect(await rowOf(onPhone)).toBeUndefined();
      expect(await rowOf(onDesktop)).toMatchObject({ subjectId: project.id });
    });

    it("[ATTACKER] may not save a draft of another member's project or service", async () => {
      const project = await createProject(testApp.db, grace.profile.id);
      const service = await createService(testApp.db, grace.profile.id);
      const attacker = await testApp.as(ada);
      const ofProject = await attacker.put(`/api/drafts/${randomUUID()}`, {
        kind: 'project',
        subjectId: project.id,
        payload: {},
      });
      expect(ofProject.statusCode).toBe(403);
      expect(ofProject.json()).toMatchObject({ messageId: 'notProjectOwner' });
      const ofService = await attacker.put(`/api/drafts/${randomUUID()}`, {
        kind: 'service',
        subjectId: service.id,
        payload: {},
      });
      expect(ofService.statusCode).toBe(403);
      expect(ofService.json()).toMatchObject({ messageId: 'serviceNotOwner' });
      // A project's id named as a service is no service of theirs either.
      const mismatched = await attacker.put(`/api/drafts/${randomUUID()}`, {
        kind: 'service',
        subjectId: project.id,
        payload: {},
      });
      expect(mismatched.statusCode).toBe(404);
      expect(mismatched.json()).toMatchObject({ messageId: 'serviceNotFound' });
    });
  });

  describe('publishing from a draft', () => {
    it('[USER] publishing a new project deletes its draft; a refused publish keeps it', async () => {
      const client = await testApp.as(ada);
      const draft = await createDraft(testApp.db, ada.user.id);
      const refused = await client.post(`/api/projects?draftId=${draft.id}`, { title: '' });
      expect(refused.statusCode).toBe(400);
      expect(await rowOf(draft.id)).toBeDefined();

      const created = await client.post(`/api/projects?draftId=${draft.id}`, { title: 'From a draft' });
      expect(created.statusCode).toBe(201);
      expect(await rowOf(draft.id)).toBeUndefined();
      const [project] = await testApp.db.select().from(projects).where(eq(projects.id, created.json().id));
      expect(project?.title).toBe('From a draft');
    });

    it("[ATTACKER] naming another member's draft publishes the project and leaves that draft alone", async () => {
      const theirs = await createDraft(testApp.db, grace.user.id);
      const created = await (
        await testApp.as(ada)
      ).post(`/api/projects?draftId=${theirs.id}`, {
        title: 'Not their draft',
      });
      expect(created.statusCode).toBe(201);
      expect(await rowOf(theirs.id)).toBeDefined();
    });

    it('[OWNER] saving an edit deletes the draft of the edit', async () => {
      const project = await createProject(testApp.db, ada.profile.id);
      const draft = await createDraft(testApp.db, ada.user.id, { subjectId: project.id });
      const saved = await (
        await testApp.as(ada)
      ).put(`/api/projects/${project.id}?draftId=${draft.id}`, {
        title: 'Edited from a draft',
      });
      expect(saved.statusCode).toBe(200);
      expect(await rowOf(draft.id)).toBeUndefined();
    });

    it('[USER] listing a service, and saving its edit, delete their drafts', async () => {
      const client = await testApp.as(ada);
      const draft = await createDraft(testApp.db, ada.user.id, { kind: 'service' });
      const form = {
        title: 'Logo design for your brand',
        description: 'Three logo concepts, two rounds of changes and every source file you need.',
        category: 'Design',
        pricingType: 'fixed',
        priceAmount: 150,
        deliveryTime: 5,
        contactMethods: ['Email'],
      };
      const created = await client.post(`/api/services?draftId=${draft.id}`, form);
      expect(created.statusCode).toBe(201);
      expect(await rowOf(draft.id)).toBeUndefined();

      const serviceId: string = created.json().id;
      const editDraft = await createDraft(testApp.db, ada.user.id, { kind: 'service', subjectId: serviceId });
      const updated = await client.put(`/api/services/${serviceId}?draftId=${editDraft.id}`, {
        ...form,
        title: 'Logo design, revised',
      });
      expect(updated.statusCode).toBe(200);
      expect(await rowOf(editDraft.id)).toBeUndefined();
      const [service] = await testApp.db.select().from(services).where(eq(services.id, serviceId));
      expect(service?.title).toBe('Logo design, revised');
    });

    it("[USER] the account's data export holds the drafts not yet published", async () => {
      const member = await createCreator(testApp.db);
      await createDraft(testApp.db, member.user.id, { title: 'Exported', payload: { title: 'Exported' } });
      const exported = await (await testApp.as(member)).get('/api/account/export');
      expect(exported.statusCode).toBe(200);
      expect(JSON.parse(exported.body).draftsNotPublished).toEqual([
        expect.objectContaining({ title: 'Exported', payload: { title: 'Exported' } }),
      ]);
    });
  });
});
