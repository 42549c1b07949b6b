// The example of docs/how-to/api-test.md, run as a test so that the how-to stays true
// (scripts/check-how-to.mjs checks that its code is this file's).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createComment, createCreator, createProject } from '#server/seed/factories';
import { projectComments } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { ApiClient, TestUser } from '#server/test/clients';

describe('DELETE /api/comments/{id}', () => {
  let testApp: TestApp;
  let projectId: string;
  let authorUser: TestUser;
  let author: ApiClient;
  let visitor: ApiClient;

  beforeAll(async () => {
    testApp = await buildTestApp();
    const owner = await createCreator(testApp.db);
    projectId = (await createProject(testApp.db, owner.profile.id)).id;
    authorUser = (await createCreator(testApp.db)).user;
  });
  beforeEach(async () => {
    author = await testApp.as(authorUser);
    visitor = testApp.visitor();
  });
  afterAll(() => testApp.close());

  const deletedAt = async (id: string) =>
    (await testApp.db.select().from(projectComments).where(eq(projectComments.id, id)))[0]?.deletedAt;

  it('[VISITOR] may not delete a comment', async () => {
    const comment = await createComment(testApp.db, projectId, authorUser.id);
    expect((await visitor.delete(`/api/comments/${comment.id}`)).statusCode).toBe(401);
    expect(await deletedAt(comment.id)).toBeNull();
  });

  it("[USER] may not delete someone else's comment", async () => {
    const comment = await createComment(testApp.db, projectId, authorUser.id);
    const stranger = await testApp.as(await createCreator(testApp.db));
    expect((await stranger.delete(`/api/comments/${comment.id}`)).statusCode).toBe(403);
    expect(await deletedAt(comment.id)).toBeNull();
  });

  it('[USER] deletes their own comment', async () => {
    const comment = await createComment(testApp.db, projectId, authorUser.id);
    expect((await author.delete(`/api/comments/${comment.id}`)).statusCode).toBe(204);
    expect(await deletedAt(comment.id)).not.toBeNull();
  });

  it("[STAFF] an admin deletes a member's comment", async () => {
    const comment = await createComment(testApp.db, projectId, authorUser.id);
    const admin = await testApp.asStaff('admin');
    expect((await admin.delete(`/api/comments/${comment.id}`)).statusCode).toBe(204);
    expect(await deletedAt(comment.id)).not.toBeNull();
  });
});
