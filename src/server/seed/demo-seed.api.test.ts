import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#server/test/build-test-app';
import { hasDemoCommunity, seedDemoCommunity, type DemoSummary } from './demo-seed';
import { FACTORY_PASSWORD } from './factories';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  conversationParticipants,
  conversations,
  messages,
  profiles,
  projectComments,
  projectReactions,
  projects,
  serviceRequests,
  serviceReviews,
  services,
} from '#server/db/schema/index';
import { DISCIPLINES } from './demo-personas';
import { DISCIPLINE_COMMENTS, PROJECT_COMMENTS } from './demo-activity-texts';
import { pairKeyOf } from '#server/features/messages/index';
import { imageVariantNames } from '#shared/images';

describe('the demo community', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const signIn = (password: string) =>
    testApp.visitor().post('/api/auth/sign-in', { email: 'adaokafor@demo.atelier.test', password });

  it('[ATTACKER] cannot sign in as a demo creator with a password written in the repository', async () => {
    const summary = await seedDemoCommunity(testApp.db, { creators: 3, password: 'Chosen-At-Seed-Time-1' });
    expect(summary.creators).toBe(3);
    expect(await hasDemoCommunity(testApp.db)).toBe(true);
    expect((await signIn(FACTORY_PASSWORD)).statusCode).toBe(401);
    expect((await signIn('Chosen-At-Seed-Time-1')).statusCode).toBe(200);
  });

  it('[VISITOR] sees every demo creator with a drawn avatar and banner and every project with a cover, served with their smaller copies', async () => {
    const pictured = await buildTestApp();
    try {
      const summary = await seedDemoCommunity(pictured.db, {
        creators: 2,
        seed: 3,
        password: 'Chosen-At-Seed-Time-1',
        storage: pictured.app.storage,
      });
      const people = await pictured.db.select().from(profiles);
      const covers = await pictured.db.select({ coverUrl: projects.coverUrl }).from(projects);
      expect(people).toHaveLength(2);
      expect(covers).toHaveLength(summary.projects);
      const urls = [
        ...people.flatMap((person) => [person.avatarUrl, person.bannerUrl]),
        ...covers.map((project) => project.coverUrl),
      ];
      for (const url of urls) {
        expect(url).toMatch(/^\/uploads\/(avatars|banners|covers)\/[0-9a-f-]+\/.+\.webp$/);
        const image = await pictured.visitor().get(url ?? '');
        expect(image.statusCode, url ?? '').toBe(200);
        expect(image.headers['content-type']).toBe('image/webp');
        // Its smaller copies for srcset beside it, as an upload has.
        const copies = imageVariantNames(url ?? '');
        expect(copies.length, url ?? '').toBeGreaterThan(0);
        for (const copy of copies) expect((await pictured.visitor().get(copy)).statusCode, copy).toBe(200);
      }
    } finally {
      await pictured.close();
    }
  }, 60_000);

  describe('seeded in full', () => {
    let whole: TestApp;
    let summary: DemoSummary;
    beforeAll(async () => {
      whole = await buildTestApp();
      summary = await seedDemoCommunity(whole.db, { password: 'Chosen-At-Seed-Time-1' });
    }, 60_000);
    afterAll(() => whole.close());

    it('[VISITOR] meets creators whose work holds together, and no two projects with one title', async () => {
      expect(summary.creators).toBe(36);
      const rows = await whole.db
        .select({ title: projects.title, stack: projects.stack, skills: profiles.skills })
        .from(projects)
        .innerJoin(profiles, eq(profiles.id, projects.ownerId));
      expect(rows).toHaveLength(summary.projects);
      expect(new Set(rows.map((row) => row.title)).size).toBe(rows.length);
      // A project comes from its creator's discipline: the one whose skills the creator lists.
      for (const row of rows) {
        const discipline = DISCIPLINES.find((candidate) =>
          candidate.projects.some((idea) => idea.title === row.title),
        );
        expect(discipline?.skills, row.title).toEqual(row.skills);
      }
    });

    it('[VISITOR] reads reviews of services, each by a buyer whose request was completed, never by the seller', async () => {
      const rows = await whole.db
        .select({
          review: serviceReviews,
          sellerUserId: profiles.userId,
          serviceId: services.id,
          request: serviceRequests,
        })
        .from(serviceReviews)
        .innerJoin(services, eq(services.id, serviceReviews.serviceId))
        .innerJoin(profiles, eq(profiles.id, services.profileId))
        .innerJoin(serviceRequests, eq(serviceRequests.id, serviceReviews.serviceRequestId));
      expect(summary.reviews).toBeGreaterThan(0);
      expect(rows).toHaveLength(summary.reviews);
      expect(new Set(rows.map((row) => row.serviceId)).size).toBeGreaterThan(summary.services / 3);
      for (const { review, sellerUserId, request } of rows) {
        expect(review.rating).toBeGreaterThanOrEqual(1);
        expect(review.rating).toBeLessThanOrEqual(5);
        expect(review.reviewerId).not.toBe(sellerUserId);
        expect(request).toMatchObject({
          status: 'completed',
          requesterId: review.reviewerId,
          serviceId: review.serviceId,
          sellerProfileId: review.sellerProfileId,
        });
        expect(review.createdAt.getTime()).toBeGreaterThanOrEqual(request.createdAt.getTime());
      }
    });

    it('[VISITOR] sees projects liked and commented on by other creators, in several languages', async () => {
      const owner = alias(profiles, 'owner');
      const likes = await whole.db
        .select({
          userId: projectReactions.userId,
          ownerUserId: owner.userId,
          type: projectReactions.reactionType,
        })
        .from(projectReactions)
        .innerJoin(projects, eq(projects.id, projectReactions.projectId))
        .innerJoin(owner, eq(owner.id, projects.ownerId));
      expect(summary.likes).toBeGreaterThan(0);
      expect(likes).toHaveLength(summary.likes);
      for (const like of likes) {
        expect(like.type).toBe('like');
        expect(like.userId).not.toBe(like.ownerUserId);
      }

      const comments = await whole.db
        .select({
          content: projectComments.content,
          userId: projectComments.userId,
          createdAt: projectComments.createdAt,
          ownerUserId: owner.userId,
          projectCreatedAt: projects.createdAt,
        })
        .from(projectComments)
        .innerJoin(projects, eq(projects.id, projectComments.projectId))
        .innerJoin(owner, eq(owner.id, projects.ownerId));
      expect(comments).toHaveLength(summary.comments);
      for (const comment of comments) {
        expect(comment.userId).not.toBe(comment.ownerUserId);
        expect(comment.createdAt.getTime()).toBeGreaterThanOrEqual(comment.projectCreatedAt.getTime());
      }
      const said = new Set(comments.map((comment) => comment.content));
      const languages = Object.entries(PROJECT_COMMENTS).filter(([, texts]) =>
        texts.some((text) => said.has(text)),
      );
      expect(languages.length, languages.map(([language]) => language).join()).toBeGreaterThanOrEqual(4);
      expect([...said].some((text) => /[^\p{ASCII}]/u.test(text))).toBe(true);
      // Every discipline has remarks of its own, and some of them are made.
      for (const discipline of DISCIPLINES) {
        expect(DISCIPLINE_COMMENTS[discipline.skills[0] ?? ''], discipline.skills[0]).toBeDefined();
      }
      expect(
        Object.values(DISCIPLINE_COMMENTS)
          .flat()
          .some((text) => said.has(text)),
      ).toBe(true);
    });

    it('[MEMBER] finds conversations with other creators, each with messages from both, in order', async () => {
      const threads = await whole.db.select().from(conversations);
      expect(threads.length).toBeGreaterThanOrEqual(5);
      expect(threads).toHaveLength(summary.conversations);
      const participants = await whole.db.select().from(conversationParticipants);
      const lines = await whole.db.select().from(messages).orderBy(asc(messages.createdAt));
      expect(lines).toHaveLength(summary.messages);
      for (const thread of threads) {
        const members = participants
          .filter((row) => row.conversationId === thread.id)
          .map((row) => row.userId);
        const threadLines = lines.filter((line) => line.conversationId === thread.id);
        expect(members).toHaveLength(2);
        expect(thread.pairKey).toBe(pairKeyOf(members[0] ?? '', members[1] ?? ''));
        expect(threadLines.length).toBeGreaterThanOrEqual(2);
        expect(new Set(threadLines.map((line) => line.senderId))).toEqual(new Set(members));
        // The conversation list orders by the last message's time.
        expect(thread.updatedAt).toEqual(threadLines.at(-1)?.createdAt);
      }
    });
  });

  it('[VISITOR] meets the same community from the same seed', async () => {
    const [first, second] = await Promise.all([buildTestApp(), buildTestApp()]);
    try {
      const seedOnce = async (target: TestApp) => {
        const counts = await seedDemoCommunity(target.db, {
          creators: 12,
          seed: 7,
          password: 'Chosen-At-Seed-Time-1',
        });
        const said = await target.db.select({ content: projectComments.content }).from(projectComments);
        const ratings = await target.db.select({ rating: serviceReviews.rating }).from(serviceReviews);
        return {
          counts,
          said: said.map((row) => row.content).sort(),
          ratings: ratings.map((row) => row.rating).sort(),
        };
      };
      const once = await seedOnce(first);
      expect(once.counts.comments).toBeGreaterThan(0);
      expect(await seedOnce(second)).toEqual(once);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  }, 60_000);
});
