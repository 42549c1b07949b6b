import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#shared/roles';
import {
  createComment,
  createCreator,
  createProject,
  createService,
  createServiceReview,
} from '#server/seed/factories';
import { auditEvents } from '#server/db/schema/index';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import type { StaffClient } from '#server/test/clients';

/** A signed-in creator: a client with its user and profile. */
type Member = StaffClient;

// Staff delete members' content only when they outrank its author (docs/product/roles-and-permissions.md,
// Rank order), and each such deletion leaves an audit row naming who, whose and what.
describe('staff overrides follow the rank rule', () => {
  let testApp: TestApp;
  const members = new Map<Role, Member>();
  let plain: Member;

  const memberWith = async (role: Role | null): Promise<Member> => {
    if (role) return testApp.asStaff(role);
    const created = await createCreator(testApp.db);
    return { ...(await testApp.as(created)), ...created };
  };
  const member = (role: Role) => {
    const found = members.get(role);
    if (!found) throw new Error(`no ${role}`);
    return found;
  };

  beforeAll(async () => {
    testApp = await buildTestApp();
    for (const role of ['owner', 'admin', 'moderator', 'content_mod', 'junior_mod'] as const) {
      members.set(role, await memberWith(role));
    }
    plain = await memberWith(null);
  });
  afterAll(() => testApp.close());

  const auditedDeletion = async (actor: Member, contentId: string) => {
    const rows = await testApp.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorUserId, actor.user.id));
    return rows.find((row) => row.detail.contentId === contentId);
  };

  const serviceOf = (owner: Member) => createService(testApp.db, owner.profile.id);
  const reviewBy = async (author: Member) =>
    createServiceReview(testApp.db, await serviceOf(plain), author.user.id);
  const commentBy = async (author: Member) =>
    createComment(testApp.db, (await createProject(testApp.db, plain.profile.id)).id, author.user.id);

  it.each([
    ['content_mod', 'admin'],
    ['content_mod', 'content_mod'],
    ['moderator', 'moderator'],
    ['admin', 'owner'],
  ] as const)("[%s] cannot delete a service of a(n) %s's", async (actor, owner) => {
    const service = await serviceOf(await memberWith(owner));
    expect((await member(actor).delete(`/api/services/${service.id}`)).statusCode).toBe(403);
    expect((await testApp.visitor().get(`/api/services/${service.id}`)).statusCode).toBe(200);
  });

  it("[CONTENT_MOD] deletes a plain member's service, and the audit log says who, whose and what", async () => {
    const service = await serviceOf(plain);
    const actor = member('content_mod');
    expect((await actor.delete(`/api/services/${service.id}`)).statusCode).toBe(204);
    expect(await auditedDeletion(actor, service.id)).toMatchObject({
      targetUserId: plain.user.id,
      detail: { contentType: 'service', contentId: service.id },
    });
  });

  it("[JUNIOR_MOD] cannot delete anyone's service: the role has no such power", async () => {
    const service = await serviceOf(plain);
    expect((await member('junior_mod').delete(`/api/services/${service.id}`)).statusCode).toBe(403);
  });

  it('[MODERATOR] cannot delete a review by an admin; [OWNER] can, audited', async () => {
    const review = await reviewBy(member('admin'));
    expect((await member('moderator').delete(`/api/reviews/${review.id}`)).statusCode).toBe(403);
    expect((await member('owner').delete(`/api/reviews/${review.id}`)).statusCode).toBe(204);
    expect(await auditedDeletion(member('owner'), review.id)).toMatchObject({
      targetUserId: member('admin').user.id,
      detail: { contentType: 'review' },
    });
  });

  it("[MODERATOR] deletes a plain member's review", async () => {
    const review = await reviewBy(plain);
    expect((await member('moderator').delete(`/api/reviews/${review.id}`)).statusCode).toBe(204);
  });

  it("[ADMIN] cannot delete a comment by another admin or the owner, but can a plain member's", async () => {
    const otherAdmin = await memberWith('admin');
    for (const author of [otherAdmin, member('owner')]) {
      const comment = await commentBy(author);
      expect((await member('admin').delete(`/api/comments/${comment.id}`)).statusCode).toBe(403);
    }
    const comment = await commentBy(plain);
    expect((await member('admin').delete(`/api/comments/${comment.id}`)).statusCode).toBe(204);
    expect(await auditedDeletion(member('admin'), comment.id)).toMatchObject({
      detail: { contentType: 'comment' },
    });
  });

  it("[USER] deleting one's own content writes no staff record", async () => {
    const service = await serviceOf(plain);
    expect((await plain.delete(`/api/services/${service.id}`)).statusCode).toBe(204);
    expect(await auditedDeletion(plain, service.id)).toBeUndefined();
  });
});
