import { eq, sql } from 'drizzle-orm';
import { profiles, users } from '#server/db/schema/index';
import { chooseLanguage } from '#server/i18n/language';
import { findSavedLanguage, savedLanguageColumn } from '#server/i18n/saved-language';
import type { JobWorker } from '#server/jobs/job-queue';
import { sendMailLater } from '#server/jobs/mail-job';
import { AppError } from '#server/errors';
import { countHit } from '#server/feature-kit/rate-limit-store';
import { accountRecoveryEmail, passwordResetEmail } from './emails';
import { recordAuditEvent } from '#server/policy/audit-log';
import { assertAcceptablePassword } from './password-policy';
import { hashPassword } from '#server/security/passwords';
import { consumeAuthToken, findUserByEmail, issueAuthToken, revokeUserTokens } from './queries';
import type { AuthDeps } from './service';
import { deleteUserSessions } from './sessions';

const RESET_LIFETIME_MS = 60 * 60 * 1000;
const PER_ADDRESS_WINDOW_MS = 60 * 60 * 1000;
const PER_ADDRESS_MAX = 3;
// Only database work, which a retry soon after a failure usually gets through.
const LOOKUP_POLICY = { retryLimit: 5, retryDelaySeconds: 5, leaseSeconds: 60, concurrency: 1 };

// The job keeps the header for the mail's language: its first languages are all that choice reads,
// and a header of kilobytes need not sit in the queue.
const keptAcceptLanguage = (header: string | undefined) => header?.slice(0, 200) ?? null;

/** At most three recovery emails of a kind an hour to one address, whoever asks. */
async function limitPerAddress(deps: AuthDeps, kind: string, email: string) {
  const { current } = await countHit(deps.db, `${kind}:${email}`, PER_ADDRESS_WINDOW_MS);
  if (current > PER_ADDRESS_MAX) throw new AppError('rate_limited', 'tooManyRequests');
}

/**
 * Queues the reset for the address; the answer does the same work whether or not it has an account,
 * so neither its content nor its timing says (the job looks the address up).
 */
export async function requestPasswordReset(
  deps: AuthDeps,
  email: string,
  acceptLanguage: string | undefined,
) {
  await limitPerAddress(deps, 'password-reset', email);
  await deps.jobs.enqueue(deps.db, 'password-reset', {
    email,
    acceptLanguage: keptAcceptLanguage(acceptLanguage),
  });
}

declare module '#server/jobs/job-queue' {
  interface JobPayloads {
    'password-reset': { email: string; acceptLanguage: string | null };
    'account-recovery': { email: string; acceptLanguage: string | null };
  }
}

/**
 * Emails a reset link when the address has an account, in the account's saved language when it has
 * one, else in the request's. The link and its mail are made together: a retry makes a fresh pair.
 */
export function passwordResetWorker(deps: AuthDeps): JobWorker<'password-reset'> {
  return {
    name: 'password-reset',
    policy: LOOKUP_POLICY,
    async run({ email, acceptLanguage }) {
      const user = await findUserByEmail(deps.db, email);
      if (!user) return;
      const saved = await findSavedLanguage(deps.db, user.id);
      const language = chooseLanguage({ saved, acceptLanguage: acceptLanguage ?? undefined });
      await deps.db.transaction(async (tx) => {
        const token = await issueAuthToken(tx, user.id, 'password_reset', RESET_LIFETIME_MS);
        const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await sendMailLater(deps.jobs, tx, passwordResetEmail(email, link, language));
      });
    },
  };
}

/**
 * Sets the new password from the emailed link and signs the account out everywhere, voiding every
 * other pending link: whoever knew the old password, or started an email change, is out. The link
 * also proves the address, so it counts as verified.
 */
export async function completePasswordReset(
  deps: AuthDeps,
  token: string,
  password: string,
  ipAddress: string,
) {
  await assertAcceptablePassword(password, 'password');
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const used = await consumeAuthToken(tx, token, 'password_reset');
    if (!used) throw new AppError('validation_failed', 'invalidLink');
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, used.userId));
    await revokeUserTokens(tx, used.userId);
    await deleteUserSessions(tx, used.userId);
    await recordAuditEvent(tx, { kind: 'password_reset', targetUserId: used.userId, ipAddress });
  });
}

/** Queues the username reminder for the address; as with a reset, the answer never says more. */
export async function recoverAccount(deps: AuthDeps, email: string, acceptLanguage: string | undefined) {
  await limitPerAddress(deps, 'account-recovery', email);
  await deps.jobs.enqueue(deps.db, 'account-recovery', {
    email,
    acceptLanguage: keptAcceptLanguage(acceptLanguage),
  });
}

/** Emails the username of the account at this address, if there is one. */
export function accountRecoveryWorker(deps: AuthDeps): JobWorker<'account-recovery'> {
  return {
    name: 'account-recovery',
    policy: LOOKUP_POLICY,
    async run({ email, acceptLanguage }) {
      const [account] = await deps.db
        .select({
          handle: profiles.handle,
          signupUsername: users.signupUsername,
          saved: savedLanguageColumn(),
        })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.email, email))
        .limit(1);
      if (!account) return;
      const language = chooseLanguage({ saved: account.saved, acceptLanguage: acceptLanguage ?? undefined });
      const username = account.handle ?? account.signupUsername;
      await sendMailLater(deps.jobs, deps.db, accountRecoveryEmail(email, username, language));
    },
  };
}
