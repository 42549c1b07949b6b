import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { onboardingRequestSchema, OwnProfile, profileUpdateSchema } from '@shared/schemas/profiles';
import type { Database } from '../../db/client';
import { profiles, users } from '../../db/schema/index';
import { AppError } from '../../plugins/error-handler';

type Onboarding = z.output<typeof onboardingRequestSchema>;

/** Sets the handle and first details of the user's profile; a handle, once set, never changes. */
export async function completeOnboarding(db: Database, userId: string, input: Onboarding) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  if (!profile) throw new AppError('not_found', 'notFound');
  if (profile.handle) throw new AppError('conflict', 'alreadyOnboarded');

  const [heldByProfile] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.handle, input.username));
  const [askedByOther] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.signupUsername, input.username), ne(users.id, userId)))
    .limit(1);
  if (heldByProfile || askedByOther) throw new AppError('conflict', 'valueTaken', { username: 'valueTaken' });

  const [updated] = await db
    .update(profiles)
    .set({
      handle: input.username,
      displayName: input.displayName,
      introUrl: input.introUrl,
      primaryCta: input.primaryCta,
      primaryCtaUrl: input.primaryCtaUrl,
      hireable: input.hireable,
    })
    .where(eq(profiles.id, profile.id))
    .returning({ handle: profiles.handle });
  return updated;
}

const ownProfileColumns = {
  handle: profiles.handle,
  displayName: profiles.displayName,
  bio: profiles.bio,
  location: profiles.location,
  skills: profiles.skills,
  introUrl: profiles.introUrl,
  primaryCta: profiles.primaryCta,
  primaryCtaUrl: profiles.primaryCtaUrl,
  hireable: profiles.hireable,
  avatarUrl: profiles.avatarUrl,
  bannerUrl: profiles.bannerUrl,
};

/** The user's own profile, as the settings form edits it. */
export async function getOwnProfile(db: Database, userId: string): Promise<OwnProfile> {
  const [profile] = await db.select(ownProfileColumns).from(profiles).where(eq(profiles.userId, userId));
  if (!profile) throw new AppError('not_found', 'notFound');
  return { ...profile, primaryCta: profile.primaryCta as OwnProfile['primaryCta'] };
}

/** Saves the settings form; only ever the caller's own row, and never the handle. */
export async function updateOwnProfile(
  db: Database,
  userId: string,
  input: z.output<typeof profileUpdateSchema>,
) {
  const [updated] = await db
    .update(profiles)
    .set(input)
    .where(eq(profiles.userId, userId))
    .returning(ownProfileColumns);
  if (!updated) throw new AppError('not_found', 'notFound');
  return { ...updated, primaryCta: updated.primaryCta as OwnProfile['primaryCta'] };
}
