import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { appSecrets } from '#server/db/schema/index';

/**
 * A 256-bit key kept in the database under its name, made by whichever process needs it first: every
 * process shares it with no setup (a concurrent first use keeps one, the other insert does nothing).
 */
export async function databaseKey(db: Database, name: string): Promise<Buffer> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`database key ${name} missing`);
  return Buffer.from(row.value, 'base64');
}
