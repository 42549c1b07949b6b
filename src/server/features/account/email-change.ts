import { eq, sql } from 'drizzle-orm';
import { profiles, users } from '#server/db/schema/index';
import { chooseLanguage } from '#server/i18n/language';
import { findSavedLanguage, savedLanguageColumn } from '#server/i18n/saved-language';
import { sendMailLater } from '#server/jobs/mail-job';
import { AppError } from '#server/errors';
import {
  emailChangeAttemptEmail,
  emailChangeNoticeEmail,
  emailChangeVerificationEmail,
} from '#server/features/auth/index';
import {
  consumeAuthToken,
  findUserByEmail,
  issueAuthToken,
  revokeUserTokens,
} from '#server/features/auth/index';
import type { AuthDeps } from '#server/features/auth/index';
import type { AuthenticatedUser } from '#server/feature-kit/request-user';
import { recordAuditEvent } from '#server/policy/audit-log';
import { confirmIdentity } from '#server/features/two-factor/index';

const EMAIL_CHANGE_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Starts an email change: the password is checked, a confirmation link goes to the new address and
 * a notice to the current one, both in the user's language. Nothing changes until the link is opened.
 * An address that already has an account gets the same answer (the change form must not tell who
 * has an account): its owner is told someone tried, and no link is made.
 */
export async function requestEmailChange(
  deps: AuthDeps,
  user: AuthenticatedUser,
  { newEmail, password, code }: { newEmail: string; password: string; code?: string | undefined },
  acceptLanguage: string | undefined,
) {
  await confirmIdentity(deps.db, user.id, { password, code });
  if (newEmail === user.email)
    throw new AppError('validation_failed', 'sameEmail', { newEmail: 'sameEmail' });
  const owner = await findUserByEmail(deps.db, newEmail);
  if (owner) {
    const language = chooseLanguage({ saved: await findSavedLanguage(deps.db, owner.id), acceptLanguage });
    const mail = emailChangeAttemptEmail(newEmail, `${deps.config.publicUrl}/auth`, language);
    await sendMailLater(deps.jobs, deps.db, mail);
    return;
  }
  const [profile] = await deps.db
    .select({
      name: sql<string>`coalesce(${profiles.displayName}, ${profiles.handle}, '')`,
      saved: savedLanguageColumn(),
    })
    .from(profiles)
    .where(eq(profiles.userId, user.id));
  const language = chooseLanguage({ saved: profile?.saved, acceptLanguage });
  await deps.db.transaction(async (tx) => {
    const token = await issueAuthToken(tx, user.id, 'email_change', EMAIL_CHANGE_LIFETIME_MS, { newEmail });
    const link = `${deps.config.publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
    await sendMailLater(deps.jobs, tx, emailChangeVerificationEmail(newEmail, link, language));
    const name = profile?.name || user.email;
    await sendMailLater(deps.jobs, tx, emailChangeNoticeEmail(user.email, newEmail, name, language));
  });
}

/**
 * Switches to the new address from the emailed link; the link proves the new inbox is theirs. Every
 * other pending link (a reset mailed to the old address, say) is voided with it.
 */
export async function confirmEmailChange(deps: AuthDeps, token: string, ipAddress: string) {
  await deps.db.transaction(async (tx) => {
    const used = await consumeAuthToken(tx, token, 'email_change');
    const newEmail = used?.payload.newEmail;
    if (!used || !newEmail) throw new AppError('validation_failed', 'invalidLink');
    await tx
      .update(users)
      .set({ email: newEmail, emailVerifiedAt: new Date() })
      .where(eq(users.id, used.userId));
    await revokeUserTokens(tx, used.userId);
    await recordAuditEvent(tx, { kind: 'email_changed', targetUserId: used.userId, ipAddress });
  });
}
