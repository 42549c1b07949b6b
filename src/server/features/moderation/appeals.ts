import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { appealDecisionInputSchema } from '#shared/schemas/moderation';
import { banAppeals, bannedUsers, profiles, users } from '#server/db/schema/index';
import { chooseLanguage } from '#server/i18n/language';
import { savedLanguageColumn } from '#server/i18n/saved-language';
import { renderEmailText } from '#server/i18n/texts';
import { sendMailLater } from '#server/jobs/mail-job';
import { AppError } from '#server/errors';
import { recordAuditEvent, type Actor } from '#server/policy/audit-log';
import { requirePowerOver } from '#server/policy/staff-policy';
import type { AppDeps } from '#server/feature-kit/app-deps';

type Context = Pick<AppDeps, 'db' | 'events' | 'jobs'>;

/**
 * Decides a ban's appeal (decision 34), with the power to ban and the rank rule over the member:
 * 'lifted' ends the ban, 'upheld' keeps it with a reply. The decision, the ban and the audit row
 * change in one transaction; the member's /banned shows the answer live, and it is emailed to them.
 */
export async function decideAppeal(
  { db, events, jobs }: Context,
  actor: Actor,
  appealId: string,
  input: z.output<typeof appealDecisionInputSchema>,
) {
  const [found] = await db
    .select({ userId: banAppeals.userId })
    .from(banAppeals)
    .where(eq(banAppeals.id, appealId));
  if (!found) throw new AppError('not_found', 'appealNotFound');
  await requirePowerOver(db, actor.userId, 'ban', found.userId);

  const reply = input.reply || null;
  await db.transaction(async (tx) => {
    const [appeal] = await tx.select().from(banAppeals).where(eq(banAppeals.id, appealId)).for('update');
    if (!appeal) throw new AppError('not_found', 'appealNotFound');
    if (appeal.decision) throw new AppError('conflict', 'appealAlreadyDecided');
    const stillBanned = and(
      eq(bannedUsers.id, appeal.banId),
      isNull(bannedUsers.unbannedAt),
      or(isNull(bannedUsers.expiresAt), gt(bannedUsers.expiresAt, sql`now()`)),
    );
    const [ban] = await tx.select({ id: bannedUsers.id }).from(bannedUsers).where(stillBanned).for('update');
    if (!ban) throw new AppError('conflict', 'notBanned');

    if (input.decision === 'lifted') {
      // The standing trigger tells the member's tabs that the ban ended.
      await tx
        .update(bannedUsers)
        .set({ unbannedAt: sql`now()` })
        .where(eq(bannedUsers.id, ban.id));
    } else {
      await events.publish(tx, appeal.userId, { type: 'standing' });
    }
    await tx
      .update(banAppeals)
      .set({ decision: input.decision, reply, decidedBy: actor.userId, decidedAt: sql`now()` })
      .where(eq(banAppeals.id, appealId));
    await recordAuditEvent(tx, {
      kind: input.decision === 'lifted' ? 'appeal_lifted' : 'appeal_upheld',
      actorUserId: actor.userId,
      targetUserId: appeal.userId,
      ipAddress: actor.ipAddress,
      detail: { banId: ban.id, appealId, ...(reply ? { reply } : {}) },
    });

    const [member] = await tx
      .select({ email: users.email, savedLanguage: savedLanguageColumn() })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, appeal.userId));
    if (!member) return;
    const language = chooseLanguage({ saved: member.savedLanguage, acceptLanguage: undefined });
    const kind = input.decision === 'lifted' ? 'appealLifted' : 'appealUpheld';
    const text = renderEmailText(kind, language, { reply: reply ?? '' });
    await sendMailLater(jobs, tx, { to: member.email, ...text });
  });
}
