import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { deleteAccountSchema } from '@shared/schemas/account';
import type { Database } from '../../db/client';
import { profiles, projects, users } from '../../db/schema/index';
import { chooseEmailLanguage } from '../../mail/email-language';
import { savedLanguageColumn } from '../../mail/saved-language';
import { AppError } from '../../plugins/error-handler';
import type { Mailer } from '../../plugins/mailer';
import { removeOwnedUpload, type Storage } from '../../storage/storage';
import { accountDeletedEmail } from '../auth/emails';
import { confirmPassword } from '../two-factor/service';

type Context = { db: Database; storage: Storage; mailer: Mailer; log: FastifyBaseLogger };

/**
 * Deletes the account for good once the user has typed their handle and password. The database
 * removes what the user owned and keeps their comments and messages without their name (decision 6);
 * their uploaded files are deleted after the rows are gone. The notice goes out in their language,
 * read before the profile is gone.
 */
export async function deleteAccount(
  { db, storage, mailer, log }: Context,
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
  await confirmPassword(db, userId, input.password);

  const covers = account.profileId
    ? await db
        .select({ url: projects.coverUrl })
        .from(projects)
        .where(eq(projects.ownerId, account.profileId))
    : [];
  await db.delete(users).where(eq(users.id, userId));

  const files = [
    account.avatarUrl,
    account.bannerUrl,
    ...(account.customLinks ?? []).map((link) => link.logo_url),
    ...covers.map((cover) => cover.url),
  ];
  await Promise.all(files.map((url) => removeOwnedUpload(storage, userId, url, log)));
  const language = chooseEmailLanguage({ saved: account.savedLanguage, acceptLanguage });
  await mailer
    .send(accountDeletedEmail(account.email, language))
    .catch((error: unknown) => log.warn({ err: error }, 'account deletion notice not sent'));
}
