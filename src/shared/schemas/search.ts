import { z } from 'zod';
import { PROJECT_STACK_ITEM_MAX_LENGTH, SEARCH_SORTS, SKILL_MAX_LENGTH } from '../constants';
import { ROLES } from '../roles';
import { projectCardSchema } from './projects';

/** How many cards one page of Explore or People holds. */
export const SEARCH_PAGE_SIZE = 24;
export const SEARCH_TEXT_MAX_LENGTH = 100;
// Ours are about 100 characters; the bound only stops a client from sending megabytes to decode.
export const SEARCH_CURSOR_MAX_LENGTH = 200;

const searchTextSchema = z
  .string()
  .trim()
  .max(SEARCH_TEXT_MAX_LENGTH, { message: 'validationError' })
  .default('');

// A query string carries text: only 'true' turns the filter on, anything but 'false' is a mistake.
const hireableFilterSchema = z
  .enum(['true', 'false'], { message: 'validationError' })
  .default('false')
  .transform((value) => value === 'true');

export const searchSortSchema = z.enum(SEARCH_SORTS, { message: 'validationError' }).default('best');

/**
 * `nextCursor` of the previous page, as it came. Opaque to the web app; the server decodes and checks
 * what is inside, since decoding needs Buffer, which shared code may not use.
 */
export const searchCursorSchema = z
  .string()
  .max(SEARCH_CURSOR_MAX_LENGTH, { message: 'validationError' })
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'validationError' });

/** GET /api/explore: published projects, narrowed by text, technology and availability. */
export const exploreQuerySchema = z.object({
  q: searchTextSchema,
  sort: searchSortSchema,
  stack: z.string().trim().max(PROJECT_STACK_ITEM_MAX_LENGTH, { message: 'stackItemTooLong' }).default(''),
  hireable: hireableFilterSchema,
  cursor: searchCursorSchema.optional(),
});

/** GET /api/people: public profiles, narrowed by text, skill and availability. */
export const peopleQuerySchema = z.object({
  q: searchTextSchema,
  sort: searchSortSchema,
  skill: z.string().trim().max(SKILL_MAX_LENGTH, { message: 'skillTooLong' }).default(''),
  hireable: hireableFilterSchema,
  cursor: searchCursorSchema.optional(),
});

export const exploreProjectSchema = projectCardSchema.extend({
  ownerDisplayName: z.string().nullable(),
  ownerAvatarUrl: z.string().nullable(),
  ownerHireable: z.boolean(),
});

/** How many of a creator's works a People card previews. */
export const PERSON_CARD_WORKS = 3;

/** One of the newest published projects of a creator, as a People card's thumbnail links to it. */
export const personWorkSchema = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  title: z.string(),
  coverUrl: z.string().nullable(),
});
export type PersonWork = z.infer<typeof personWorkSchema>;

export const personCardSchema = z.object({
  handle: z.string(),
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  skills: z.array(z.string()),
  hireable: z.boolean(),
  roles: z.array(z.enum(ROLES)),
  /** Up to PERSON_CARD_WORKS of their newest published projects, newest first. */
  works: z.array(personWorkSchema).max(PERSON_CARD_WORKS),
});
export type PersonCard = z.infer<typeof personCardSchema>;

/**
 * What a search was read as when it found nothing as typed and its misspelt words were corrected
 * ('desing' read as 'design'); absent when it found what was typed.
 */
export const correctedQuerySchema = z.string().optional();

/** One page of a newest-first list; `nextCursor` asks for the page after it, null on the last page. */
const pageSchema = <Item extends z.ZodType>(item: Item) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable(), correctedQuery: correctedQuerySchema });

export const explorePageSchema = pageSchema(exploreProjectSchema);
export type ExplorePage = z.infer<typeof explorePageSchema>;

export const peoplePageSchema = pageSchema(personCardSchema);
export type PeoplePage = z.infer<typeof peoplePageSchema>;

/** How many tags the Technology box suggests at once. */
export const TAG_SUGGESTIONS_COUNT = 8;

/** GET /api/tags: the tags in use that begin with what is typed, most used first (decision 49). */
export const tagSuggestionsQuerySchema = z.object({
  kind: z.enum(['stack', 'skill'], { message: 'validationError' }),
  q: z.string().trim().max(PROJECT_STACK_ITEM_MAX_LENGTH, { message: 'validationError' }).default(''),
});

export const tagSuggestionsSchema = z.object({
  tags: z.array(z.object({ tag: z.string(), uses: z.number().int() })),
});
export type TagSuggestions = z.infer<typeof tagSuggestionsSchema>;

/** How many of each kind the top bar's search suggests. */
export const QUICK_SEARCH_COUNT = 3;

/** GET /api/quick-search: the top bar's suggestions as the search is typed (decision 49). */
export const quickSearchQuerySchema = z.object({ q: searchTextSchema });

export const quickSearchSchema = z.object({
  people: z.array(
    z.object({ handle: z.string(), displayName: z.string().nullable(), avatarUrl: z.string().nullable() }),
  ),
  projects: z.array(z.object({ title: z.string(), slug: z.string(), ownerHandle: z.string() })),
  services: z.array(z.object({ id: z.string(), title: z.string(), ownerHandle: z.string() })),
});
export type QuickSearch = z.infer<typeof quickSearchSchema>;
