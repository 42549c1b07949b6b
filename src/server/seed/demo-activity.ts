import { randomUUID } from 'node:crypto';
import { SUPPORTED_LANGUAGES } from '#shared/constants';
import { pairKeyOf } from '#server/features/messages/index';
import type { Database } from '#server/db/client';
import type { Creator } from './factories';
import {
  conversationParticipants,
  conversations,
  messages,
  projectComments,
  projectReactions,
  serviceRequests,
  serviceReviews,
} from '#server/db/schema/index';
import {
  CONVERSATIONS,
  DISCIPLINE_COMMENTS,
  FOREIGN_REVIEW_COMMENTS,
  PROJECT_COMMENTS,
  REQUEST_DESCRIPTIONS,
  REVIEW_COMMENTS,
} from './demo-activity-texts';

// The demo community's life: reviews, likes, comments and conversations between its creators, drawn
// from the seed's own random so the same seed gives the same community. One insert per table.

/** The seed's random and pick, so the activity follows from the same seed as the people. */
export type Chance = { random: () => number; pick: <T>(items: readonly T[]) => T };
export type DemoProject = { id: string; ownerUserId: string; createdAt: Date; firstSkill: string };
export type DemoService = { id: string; profileId: string; sellerUserId: string; createdAt: Date };
export type DemoActivitySummary = {
  reviews: number;
  likes: number;
  comments: number;
  conversations: number;
  messages: number;
};

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
// A service younger than this has had no time to deliver anything worth reviewing.
const REVIEWABLE_AGE = 3 * DAY;

/** Up to `count` creators other than `userId`, each once. */
function othersThan(chance: Chance, creators: readonly Creator[], userId: string, count: number) {
  const pool = creators.filter((creator) => creator.user.id !== userId);
  const chosen: Creator[] = [];
  while (chosen.length < count && pool.length > 0) {
    chosen.push(pool.splice(Math.floor(chance.random() * pool.length), 1)[0] as Creator);
  }
  return chosen;
}

/** A moment from `from` to `to`, at most `share` of the way, to leave room for what follows. */
const between = (chance: Chance, from: Date, to: Date, share = 1) =>
  new Date(from.getTime() + chance.random() * share * (to.getTime() - from.getTime()));

function planReviews(
  chance: Chance,
  creators: readonly Creator[],
  services: readonly DemoService[],
  now: Date,
) {
  const requests: (typeof serviceRequests.$inferInsert)[] = [];
  const reviews: (typeof serviceReviews.$inferInsert)[] = [];
  for (const service of services) {
    if (now.getTime() - service.createdAt.getTime() < REVIEWABLE_AGE || chance.random() < 0.3) continue;
    const reviewers = othersThan(chance, creators, service.sellerUserId, 1 + Math.floor(chance.random() * 4));
    for (const reviewer of reviewers) {
      // A review needs the reviewer's completed request (createReview refuses any other).
      const requestedAt = between(chance, service.createdAt, now, 0.6);
      const completedAt = between(chance, requestedAt, now, 0.7);
      const reviewedAt = between(chance, completedAt, now, 0.5);
      const draw = chance.random();
      const rating = draw < 0.6 ? 5 : draw < 0.92 ? 4 : 3;
      const foreign = rating >= 4 && chance.random() < 0.15;
      const serviceRequestId = randomUUID();
      requests.push({
        id: serviceRequestId,
        serviceId: service.id,
        sellerProfileId: service.profileId,
        requesterId: reviewer.user.id,
        description: chance.pick(REQUEST_DESCRIPTIONS),
        selectedContactMethod: 'Email',
        contactInfo: reviewer.user.email,
        status: 'completed',
        createdAt: requestedAt,
        updatedAt: completedAt,
      });
      reviews.push({
        serviceId: service.id,
        serviceRequestId,
        reviewerId: reviewer.user.id,
        sellerProfileId: service.profileId,
        rating,
        comment: chance.pick(foreign ? FOREIGN_REVIEW_COMMENTS : REVIEW_COMMENTS[rating]),
        createdAt: reviewedAt,
        updatedAt: reviewedAt,
      });
    }
  }
  return { requests, reviews };
}

function planLikes(
  chance: Chance,
  creators: readonly Creator[],
  projects: readonly DemoProject[],
  now: Date,
) {
  return projects.flatMap((project) => {
    // Skewed towards a few likes, with the odd popular project near fifteen.
    const count = Math.floor(chance.random() ** 1.7 * 16);
    return othersThan(chance, creators, project.ownerUserId, count).map((liker) => ({
      projectId: project.id,
      userId: liker.user.id,
      reactionType: 'like',
      createdAt: between(chance, project.createdAt, now),
    }));
  });
}

const FOREIGN_LANGUAGES = SUPPORTED_LANGUAGES.filter((language) => language !== 'en');

function planComments(
  chance: Chance,
  creators: readonly Creator[],
  projects: readonly DemoProject[],
  now: Date,
) {
  return projects.flatMap((project) => {
    if (chance.random() < 0.45) return [];
    const said = new Set<string>();
    const commenters = othersThan(chance, creators, project.ownerUserId, 1 + Math.floor(chance.random() * 4));
    return commenters.map((commenter) => {
      const language = chance.random() < 0.55 ? 'en' : chance.pick(FOREIGN_LANGUAGES);
      const choices = [
        ...PROJECT_COMMENTS[language],
        ...(language === 'en' ? (DISCIPLINE_COMMENTS[project.firstSkill] ?? []) : []),
      ].filter((text) => !said.has(text));
      const content = chance.pick(choices.length > 0 ? choices : PROJECT_COMMENTS[language]);
      said.add(content);
      const createdAt = between(chance, project.createdAt, now);
      return { projectId: project.id, userId: commenter.user.id, content, createdAt, updatedAt: createdAt };
    });
  });
}

const firstName = (creator: Creator) =>
  (creator.profile.displayName ?? creator.profile.handle ?? '').split(' ')[0] ?? '';

function planConversations(
  chance: Chance,
  creators: readonly Creator[],
  services: readonly DemoService[],
  now: Date,
) {
  const sellers = creators.filter((creator) =>
    services.some((service) => service.sellerUserId === creator.user.id),
  );
  const threads: (typeof conversations.$inferInsert)[] = [];
  const participants: (typeof conversationParticipants.$inferInsert)[] = [];
  const lines: (typeof messages.$inferInsert)[] = [];
  const pairs = new Set<string>();
  for (const script of CONVERSATIONS) {
    if (creators.length < 2) break;
    // Hiring is written to someone who offers a service.
    const replier = chance.pick(script.about === 'hiring' && sellers.length > 0 ? sellers : creators);
    const [opener] = othersThan(chance, creators, replier.user.id, 1);
    if (!opener) continue;
    const pairKey = pairKeyOf(opener.user.id, replier.user.id);
    if (pairs.has(pairKey)) continue;
    pairs.add(pairKey);

    const conversationId = randomUUID();
    const first = new Date(now.getTime() - (3 + chance.random() * 18) * DAY);
    const sentAt = [first];
    for (let index = 1; index < script.lines.length; index += 1) {
      const previous = sentAt[index - 1] ?? first;
      sentAt.push(new Date(previous.getTime() + (5 + chance.random() * 8 * 60) * MINUTE));
    }
    const last = sentAt.at(-1) ?? first;
    script.lines.forEach((line, index) => {
      lines.push({
        conversationId,
        senderId: index % 2 === 0 ? opener.user.id : replier.user.id,
        content: line.replace('{name}', firstName(replier)),
        createdAt: sentAt[index] ?? last,
      });
    });
    threads.push({ id: conversationId, pairKey, createdAt: first, updatedAt: last });

    // Writing is reading up to there; in some threads the last message is still unread.
    const readToEnd = chance.random() < 0.65;
    [opener, replier].forEach((member, turn) => {
      const wroteLast = (script.lines.length - 1) % 2 === turn;
      const ownLast = sentAt.filter((_, index) => index % 2 === turn).at(-1) ?? null;
      participants.push({
        conversationId,
        userId: member.user.id,
        lastReadAt: wroteLast || readToEnd ? last : ownLast,
      });
    });
  }
  return { threads, participants, lines };
}

/** Inserts the community's reviews, likes, comments and conversations, and counts them. */
export async function seedDemoActivity(
  db: Database,
  chance: Chance,
  community: {
    creators: readonly Creator[];
    projects: readonly DemoProject[];
    services: readonly DemoService[];
  },
): Promise<DemoActivitySummary> {
  const now = new Date();
  const { creators, projects, services } = community;
  const { requests, reviews } = planReviews(chance, creators, services, now);
  const likes = planLikes(chance, creators, projects, now);
  const comments = planComments(chance, creators, projects, now);
  const { threads, participants, lines } = planConversations(chance, creators, services, now);

  // Parents before children; an empty list is skipped, as drizzle refuses an insert of no rows.
  if (requests.length > 0) await db.insert(serviceRequests).values(requests);
  if (reviews.length > 0) await db.insert(serviceReviews).values(reviews);
  if (likes.length > 0) await db.insert(projectReactions).values(likes);
  if (comments.length > 0) await db.insert(projectComments).values(comments);
  if (threads.length > 0) {
    await db.insert(conversations).values(threads);
    await db.insert(conversationParticipants).values(participants);
    await db.insert(messages).values(lines);
  }
  return {
    reviews: reviews.length,
    likes: likes.length,
    comments: comments.length,
    conversations: threads.length,
    messages: lines.length,
  };
}
