import { z } from 'zod';
import { singleLineText } from './single-line';
import { COLLECTION_NAME_MAX_LENGTH } from '../constants';
import { projectCardSchema } from './projects';

// Saves and collections (docs/decisions/0052-home-saves-and-drafts.md). Every member has Saved, a
// private collection without a name that the API calls 'saved'; the others are named, private until
// made public.

/** The member's Saved collection, as the API's paths and answers name it. */
export const SAVED_COLLECTION = 'saved';

/** A collection in a path: the word 'saved' or a named collection's id. */
export const collectionRefSchema = z.union([z.literal(SAVED_COLLECTION), z.string().uuid()]);
export const collectionParamsSchema = z.object({ collectionId: collectionRefSchema });
export const collectionItemParamsSchema = z.object({
  collectionId: collectionRefSchema,
  projectId: z.string().uuid(),
});

const collectionName = singleLineText()
  .min(1, { message: 'collectionNameRequired' })
  .max(COLLECTION_NAME_MAX_LENGTH, { message: 'collectionNameTooLong' });

/** POST /api/collections: a new named collection, private unless asked. */
export const collectionInputSchema = z.object({
  name: collectionName,
  isPublic: z.boolean().default(false),
  /** A project to save into it at once (the save dialog's 'New collection'). */
  projectId: z.string().uuid().optional(),
});
export type CollectionInput = z.input<typeof collectionInputSchema>;

/** PATCH /api/collections/{id}: rename it, or make it public or private. */
export const collectionChangeSchema = z
  .object({ name: collectionName.optional(), isPublic: z.boolean().optional() })
  .refine((change) => change.name !== undefined || change.isPublic !== undefined, {
    message: 'validationError',
  });
export type CollectionChange = z.infer<typeof collectionChangeSchema>;

/** PUT /api/collections/order: the member's named collections in the order they chose. */
export const collectionOrderSchema = z.object({
  collectionIds: z.array(z.string().uuid()).max(200),
});

/** One of the member's collections in their list. */
export const collectionSummarySchema = z.object({
  /** 'saved' for Saved, the id otherwise. */
  id: collectionRefSchema,
  /** Null for Saved, whose name each language says its own way. */
  name: z.string().nullable(),
  isPublic: z.boolean(),
  itemCount: z.number().int().nonnegative(),
  /** Up to three covers of its newest saves, for a glimpse of what it holds. */
  covers: z.array(
    z.object({ projectId: z.string().uuid(), coverUrl: z.string().nullable(), title: z.string() }),
  ),
  updatedAt: z.string(),
});
export type CollectionSummary = z.infer<typeof collectionSummarySchema>;

/** GET /api/collections: Saved first, then the named ones in the member's order. */
export const collectionListSchema = z.array(collectionSummarySchema);

/** GET /api/collections/{id}: a page of a collection, newest save first. */
export const collectionPageQuerySchema = z.object({ cursor: z.string().max(200).optional() });
export const collectionPageSchema = z.object({
  id: collectionRefSchema,
  name: z.string().nullable(),
  isPublic: z.boolean(),
  isOwner: z.boolean(),
  owner: z.object({
    handle: z.string(),
    displayName: z.string().nullable(),
    avatarUrl: z.string().nullable(),
  }),
  itemCount: z.number().int().nonnegative(),
  items: z.array(projectCardSchema),
  nextCursor: z.string().nullable(),
});
export type CollectionPage = z.infer<typeof collectionPageSchema>;

/** GET /api/projects/{id}/saves: where the member keeps a project, and how many members saved it. */
export const projectSavesSchema = z.object({
  /** The member's collections holding it: 'saved' and named ids. */
  collectionIds: z.array(collectionRefSchema),
  saveCount: z.number().int().nonnegative(),
});
export type ProjectSaves = z.infer<typeof projectSavesSchema>;

/** A public collection as a profile lists it. */
export const publicCollectionSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  itemCount: z.number().int().nonnegative(),
  covers: collectionSummarySchema.shape.covers,
});
export const publicCollectionListSchema = z.array(publicCollectionSchema);
export type PublicCollection = z.infer<typeof publicCollectionSchema>;
