import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { deleteAccountSchema } from '@shared/schemas/account';
import type { Database } from '../../db/client';
import { profiles, projects, users } from '../../db/schema/index';
import { chooseLanguage } from '../../i18n/language';
import { savedLanguageColumn } from '../../i18n/saved-language';
import { AppError } from '../../plugins/error-handler';
import type { Mailer } from '../../plugins/mailer';
import { removeOwnedUpload, type Storage } from '../../storage/storage';
import { accountDeletedEmail } from '../auth/emails';
import { recordAuditEvent } from '../audit/record-event';
import { confirmIdentity } from '../two-factor/service';

type Context = { db: Database; storage: Storage; mailer: Mailer; log: FastifyBaseLogger; ipAddress: string };

/**
 * Deletes the account for good once the user has typed their handle and password. The database
 * removes what the user owned and keeps their comments and messages without their name (decision 6);
 * their uploaded files are deleted after the rows are gone. The notice goes out in their language,
 * read before the profile is gone.
 */
export async function deleteAccount(
  { db, storage, mailer, log, ipAddress }: Context,
  userId: string,
  input: z.output<typeof deleteAccountSchema>,
  acceptLanguage: string | undefined,
) {
  const [account] = await db
    .select({
      email: users.email,
      signupUsername: users.signupUsername,
      handle: profiles.handle,
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
  if (input.confirmation !== (account.handle ?? account.signupUsername)) {
    throw new AppError('validation_failed', 'handleMismatch', { confirmation: 'handleMismatch' });
  }
  await confirmIdentity(db, userId, { password: input.password, code: input.code });

  const covers = account.profileId
    ? await db
        .select({ url: projects.coverUrl })
        .from(projects)
        .where(eq(projects.ownerId, account.profileId))
    : [];
  await db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, userId));
    await recordAuditEvent(tx, {
      kind: 'account_deleted',
      actorUserId: userId,
      targetUserId: userId,
      ipAddress,
    });
  });

  const files = [
    account.avatarUrl,
    account.bannerUrl,
    ...(account.customLinks ?? []).map((link) => link.logo_url),
    ...covers.map((cover) => cover.url),
  ];
  await Promise.all(files.map((url) => removeOwnedUpload(storage, userId, url, log)));
  const language = chooseLanguage({ saved: account.savedLanguage, acceptLanguage });
  await mailer
    .send(accountDeletedEmail(account.email, language))
    .catch((error: unknown) => log.warn({ err: error }, 'account deletion notice not sent'));
}
