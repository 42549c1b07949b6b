import type { z } from 'zod';
import type { appealInputSchema } from '#shared/schemas/standing';
import type { Database } from '#server/db/client';
import { banAppeals } from '#server/db/schema/index';
import type { EventHub } from '#server/events/event-hub';
import { AppError } from '#server/errors';
import { findActiveBan } from './queries';

/**
 * A banned member's one appeal of their current ban (decision 34), read by staff beside the ban
 * in the Bans tab. The member's other tabs show it at once.
 */
export async function submitAppeal(
  { db, events }: { db: Database; events: EventHub },
  userId: string,
  input: z.output<typeof appealInputSchema>,
) {
  const ban = await findActiveBan(db, userId);
  if (!ban) throw new AppError('conflict', 'notBanned');
  const inserted = await db
    .insert(banAppeals)
    .values({ banId: ban.id, userId, message: input.message })
    .onConflictDoNothing()
    .returning({ id: banAppeals.id });
  if (inserted.length === 0) throw new AppError('conflict', 'appealAlreadySent');
  await events.publish(db, userId, { type: 'standing' });
}
