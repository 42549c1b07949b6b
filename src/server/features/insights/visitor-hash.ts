import { hash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { insightSalts } from '#server/db/schema/index';

// Every process hashes with the same salt on a day: the first to need it makes it, the others read
// it. Kept here for the day (two at most, about midnight), as the hex text the hashes begin with;
// once read, also as the text itself, so a view need not wait for it.
const salts = new Map<string, Promise<string>>();
const saltsRead = new Map<string, string>();

async function readOrMakeSalt(db: Database, day: string): Promise<string> {
  await db
    .insert(insightSalts)
    .values({ day, salt: randomBytes(32) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ salt: insightSalts.salt })
    .from(insightSalts)
    .where(eq(insightSalts.day, day));
  if (!row) throw new Error(`no insight salt for ${day}`);
  return row.salt.toString('hex');
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Makes today's and tomorrow's salts ahead of any page: as the app starts and in every sweep, so a
 * page answered, a public read, finds its day's salt made and writes nothing.
 */
export async function makeSaltsAhead(db: Database, now = new Date()) {
  for (const time of [now.getTime(), now.getTime() + DAY_MS])
    await db
      .insert(insightSalts)
      .values({ day: new Date(time).toISOString().slice(0, 10), salt: randomBytes(32) })
      .onConflictDoNothing();
}

/** The day's salt, as hex (docs/decisions/0072-insights-without-cookies.md). */
export function saltOf(db: Database, day: string): Promise<string> {
  let salt = salts.get(day);
  if (!salt) {
    for (const older of salts.keys()) if (older < day) salts.delete(older);
    for (const older of saltsRead.keys()) if (older < day) saltsRead.delete(older);
    salt = readOrMakeSalt(db, day).then(
      (read) => {
        saltsRead.set(day, read);
        return read;
      },
      (error: unknown) => {
        salts.delete(day);
        throw error;
      },
    );
    salts.set(day, salt);
  }
  return salt;
}

/** The day's salt when it has been read already. */
export const heldSalt = (day: string) => saltsRead.get(day);

// One text hashed in one call: Node's one-shot hash costs about a third of a Hash object fed part by
// part, and every view a page is answered with hashes twice (docs/performance.md, Insights).
const digest = (encoding: 'hex' | 'base64', ...parts: string[]) => {
  let text = '';
  // Each part's length first, so no two lists of parts run together into the same text.
  for (const part of parts) text += `${part.length}:${part}`;
  return hash('sha256', text, encoding);
};

/**
 * A visitor of a member's pages on a day, as Plausible and Fathom count them: their address, their
 * browser's user agent and the member, hashed with the day's salt. The same person is the same
 * visitor of the same member all day, another member's visitor apart, and no one once the salt is
 * gone. The first 16 bytes of the hash, as hex.
 */
export const visitorHash = (salt: string, address: string, userAgent: string, ownerId: string) =>
  digest('hex', salt, address, userAgent, ownerId).slice(0, 32);

/** An address on a day and a member, for the cap on the views it may add them; kept in memory only. */
export const addressHash = (salt: string, address: string, ownerId: string) =>
  digest('base64', salt, address, ownerId);
