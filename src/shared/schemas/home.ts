import { z } from 'zod';
import { projectCardSchema } from './projects';
import { PERSON_CARD_WORKS, personWorkSchema } from './search';
import { landingServiceSchema } from './stats';

// A member's home at / (docs/decisions/0052-home-saves-and-drafts.md): the new work of the people
// they follow, and what asks for their attention.

/** A new project in the Following feed, with what people made of it so far. */
export const feedProjectSchema = projectCardSchema.extend({
  kind: z.literal('project'),
  ownerDisplayName: z.string().nullable(),
  ownerAvatarUrl: z.string().nullable(),
  likeCount: z.number().int().nonnegative(),
  saveCount: z.number().int().nonnegative(),
  commentCount: z.number().int().nonnegative(),
});
export const feedServiceSchema = landingServiceSchema.extend({ kind: z.literal('service') });
export const feedItemSchema = z.discriminatedUnion('kind', [feedProjectSchema, feedServiceSchema]);
export type FeedItem = z.infer<typeof feedItemSchema>;
export type FeedProject = z.infer<typeof feedProjectSchema>;

export const feedQuerySchema = z.object({ cursor: z.string().max(200).optional() });

/** GET /api/home/feed: newest first, in keyset pages. */
export const feedPageSchema = z.object({
  items: z.array(feedItemSchema),
  nextCursor: z.string().nullable(),
});
export type FeedPage = z.infer<typeof feedPageSchema>;

/** A creator a member who follows no one might like to follow. */
export const suggestedCreatorSchema = z.object({
  handle: z.string(),
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  headline: z.string().nullable(),
  hireable: z.boolean(),
  /** Up to three of their newest works. */
  works: z.array(personWorkSchema).max(PERSON_CARD_WORKS),
});
export type SuggestedCreator = z.infer<typeof suggestedCreatorSchema>;

/** GET /api/home: a new creator's next steps, and whom to follow when they follow no one. */
export const homeOverviewSchema = z.object({
  nextSteps: z.object({
    addAvatar: z.boolean(),
    publishProject: z.boolean(),
    offerService: z.boolean(),
  }),
  followingCount: z.number().int().nonnegative(),
  /** Filled only while the member follows no one. */
  suggestions: z.array(suggestedCreatorSchema),
});
export type HomeOverview = z.infer<typeof homeOverviewSchema>;
