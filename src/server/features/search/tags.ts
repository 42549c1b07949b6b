import { and, asc, desc, eq, gt, like, type Placeholder, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { TAG_SUGGESTIONS_COUNT } from '#shared/schemas/search';
import type { Database } from '#server/db/client';
import { escapeLike } from '#server/db/like';
import { lowerWords } from '#server/db/schema/search-documents';
import { searchTags } from '#server/db/schema/index';

type TagKind = 'stack' | 'skill';

/**
 * The tags in use that begin with what is typed (any case), most used first: the Technology box's
 * suggestions. Nothing typed: the most used of all.
 */
export function suggestTags(db: Database, kind: TagKind, typed: string) {
  return db
    .select({ tag: searchTags.tag, uses: searchTags.uses })
    .from(searchTags)
    .where(
      and(
        eq(searchTags.kind, kind),
        gt(searchTags.uses, 0),
        typed ? like(searchTags.key, `${escapeLike(typed.toLowerCase())}%`) : undefined,
      ),
    )
    .orderBy(desc(searchTags.uses), asc(searchTags.key))
    .limit(TAG_SUGGESTIONS_COUNT);
}

/**
 * The list holds a tag that the typed one stands for: that tag in any case, or when no tag is named so,
 * any in use that begins with it ('reac': React, React Native). atelier_tag_keys (migration 0019)
 * reads search_tags once per statement; a GIN index on the lower-cased list answers the overlap.
 */
export const hasTag = (tags: AnyPgColumn, kind: TagKind, typed: string | Placeholder): SQL =>
  sql`${lowerWords(tags)} && (select atelier_tag_keys(${kind}, ${typed}))`;
