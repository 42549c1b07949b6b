import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { profiles } from '#server/db/schema/index';

/** The interface language saved in a profile's preferences, as a column for queries that join profiles. */
export const savedLanguageColumn = () => sql<string | null>`${profiles.preferences}->>'language'`;

/** The interface language a user saved, if any; emails to them are written in it. */
export async function findSavedLanguage(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ language: savedLanguageColumn() })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row?.language ?? null;
}
