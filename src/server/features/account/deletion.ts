import { and, eq, isNotNull } from 'drizzle-orm';
import { projectImageUrls } from '#shared/project-images';
import type { z } from 'zod';
import type { deleteAccountSchema } from '#shared/schemas/account';
import { feedback, profiles, projects, services, users } from '#server/db/schema/index';
import { chooseLanguage } from '#server/i18n/language';
import { savedLanguageColumn } from '#server/i18n/saved-language';
import { AppError } from '#server/errors';
import { sendMailLater } from '#server/jobs/mail-job';
import { removeOwnedUpload } from '#server/storage/storage';
import { findRequestFileKeys, removeRequestFiles } from '#server/features/service-requests/index';
import { accountDeletedEmail } from '#server/features/auth/index';
import { recordAuditEvent, type AuditEvent } from '#server/policy/audit-log';
import { confirmIdentity } from '#server/features/two-factor/index';
import type { AppDeps } from '#server/feature-kit/app-deps';

type Context = Pick<AppDeps, 'db' | 'storage' | 'jobs' | 'log'> & { ipAddress: string };

/**
 * Deletes the account for good once the user has typed their handle and password (see eraseAccount).
 */
export async function deleteAccount(
  context: Context,
  userId: string,
  input: z.output<typeof deleteAccountSchema>,
  acceptLanguage: string | undefined,
) {
  const { db, ipAddress } = context;
  const [account] = await db
    .select({ signupUsername: users.signupUsername, handle: profiles.handle })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!account) throw new AppError('not_found', 'notFound');
  if (input.confirmation !== (account.handle ?? account.signupUsername)) {
    throw new AppError('validation_failed', 'handleMismatch', { confirmation: 'handleMismatch' });
  }
  await confirmIdentity(db, userId, { password: input.password, code: input.code });
  await eraseAccount(
    context,
    userId,
    { kind: 'account_deleted', actorUserId: userId, ipAddress },
    acceptLanguage,
  );
}

/**
 * Removes an account, by its owner or by staff. The database removes what the user owned and keeps
 * their comments and messages without their name (decision 6), with the audit event in the same
 * transaction; their uploaded files are deleted after the rows are gone. The notice goes out in
 * their language, read before the profile is gone.
 */
export async function eraseAccount(
  { db, storage, jobs, log }: Omit<Context, 'ipAddress'>,
  userId: string,
  audit: Omit<AuditEvent, 'targetUserId'>,
  acceptLanguage: string | undefined,
) {
  const [account] = await db
    .select({
      email: users.email,
      avatarUrl: profiles.avatarUrl,
      bannerUrl: profiles.bannerUrl,
      customLinks: profiles.customLinks,
      profileId: profiles.id,
      savedLanguage: savedLanguageColumn(),
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!account) throw new AppError('not_found', 'notFound');
  const projectImages = account.profileId
    ? await db
        .select({ coverUrl: projects.coverUrl, blocks: projects.blocks })
        .from(projects)
        .where(eq(projects.ownerId, account.profileId))
    : [];
  const serviceImages = account.profileId
    ? await db
        .select({ images: services.images })
        .from(services)
        .where(eq(services.profileId, account.profileId))
    : [];
  // Feedback stays for staff without its sender (decision 6), but a screenshot is the sender's own
  // screen: it goes with the account.
  const screenshots = await db
    .select({ url: feedback.screenshotUrl })
    .from(feedback)
    .where(and(eq(feedback.userId, userId), isNotNull(feedback.screenshotUrl)));
  // The requests the member sent or received go with the account, and their files with them.
  const requestFileKeys = await findRequestFileKeys(db, { userId });
  const language = chooseLanguage({ saved: account.savedLanguage, acceptLanguage });
  await db.transaction(async (tx) => {
    await tx.update(feedback).set({ screenshotUrl: null }).where(eq(feedback.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
    await recordAuditEvent(tx, { ...audit, targetUserId: userId });
    await sendMailLater(jobs, tx, accountDeletedEmail(account.email, language));
  });

  const files = [
    account.avatarUrl,
    account.bannerUrl,
    ...(account.customLinks ?? []).map((link) => link.logo_url),
    ...projectImages.flatMap(projectImageUrls),
    ...serviceImages.flatMap((service) => service.images),
    ...screenshots.map((screenshot) => screenshot.url),
  ];
  await Promise.all(files.map((url) => removeOwnedUpload(storage, userId, url, log)));
  await removeRequestFiles(storage, requestFileKeys, log);
}
