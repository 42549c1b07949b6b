import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { SUPPORTED_LANGUAGES, type SupportedLanguage, type Theme } from '#shared/constants';
import type {
  onboardingRequestSchema,
  OwnProfile,
  PrivacySettingsForm,
  profileUpdateSchema,
} from '#shared/schemas/profiles';
import type { Database } from '#server/db/client';
import { profiles, users, type PrivacySettings } from '#server/db/schema/index';
import { AppError } from '#server/errors';
import { toProfileLinks } from './links';
import type { AppDeps } from '#server/feature-kit/app-deps';
import { queueMemberWorkRestamp } from '#server/features/projects/index';
import { unitOfWork } from '#server/jobs/unit-of-work';

type Onboarding = z.output<typeof onboardingRequestSchema>;

/**
 * Whether a handle is someone else's: a profile's, or asked for at sign-up by another account that
 * has not chosen its handle yet. What onboarding refuses, and what its live check tells first.
 */
export async function isHandleTakenFor(db: Database, userId: string, handle: string) {
  const [heldByProfile] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.handle, handle))
    .limit(1);
  if (heldByProfile) return true;
  // An account that chose another handle has let its sign-up username go (as sign-up counts it).
  const [askedByOther] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.signupUsername, handle), isNull(profiles.handle), ne(users.id, userId)))
    .limit(1);
  return Boolean(askedByOther);
}

/** Sets the handle and first details of the user's profile; a handle, once set, never changes. */
export async function completeOnboarding(db: Database, userId: string, input: Onboarding) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  if (!profile) throw new AppError('not_found', 'notFound');
  if (profile.handle) throw new AppError('conflict', 'alreadyOnboarded');
  if (await isHandleTakenFor(db, userId, input.username)) {
    throw new AppError('conflict', 'valueTaken', { username: 'valueTaken' });
  }

  const [updated] = await db
    .update(profiles)
    .set({
      handle: input.username,
      displayName: input.displayName,
      headline: input.headline,
      skills: input.skills,
      hireable: input.hireable,
    })
    .where(eq(profiles.id, profile.id))
    .returning({ handle: profiles.handle });
  return updated;
}

const ownProfileColumns = {
  handle: profiles.handle,
  displayName: profiles.displayName,
  headline: profiles.headline,
  bio: profiles.bio,
  location: profiles.location,
  skills: profiles.skills,
  introUrl: profiles.introUrl,
  primaryCta: profiles.primaryCta,
  primaryCtaUrl: profiles.primaryCtaUrl,
  hireable: profiles.hireable,
  avatarUrl: profiles.avatarUrl,
  bannerUrl: profiles.bannerUrl,
  privacySettings: profiles.privacySettings,
  preferences: profiles.preferences,
  socialLinks: profiles.socialLinks,
  customLinks: profiles.customLinks,
  allowAiTraining: profiles.allowAiTraining,
  federates: profiles.federates,
  approvesFollowers: profiles.approvesFollowers,
  showsViews: profiles.showsViews,
};

type OwnProfileRow = Pick<typeof profiles.$inferSelect, keyof typeof ownProfileColumns>;

/** The database's snake_case privacy record, as the API's camelCase form. */
function toPrivacyForm(settings: PrivacySettings): PrivacySettingsForm {
  return {
    whoCanMessage: settings.who_can_message,
    showOnlineStatus: settings.show_online_status,
    readReceipts: settings.read_receipts,
    typingIndicators: settings.typing_indicators,
  };
}

function toOwnProfile({
  privacySettings,
  preferences,
  socialLinks,
  customLinks,
  ...row
}: OwnProfileRow): OwnProfile {
  const language = SUPPORTED_LANGUAGES.find((supported) => supported === preferences.language) ?? null;
  return {
    ...row,
    primaryCta: row.primaryCta as OwnProfile['primaryCta'],
    privacy: toPrivacyForm(privacySettings),
    links: toProfileLinks({ socialLinks, customLinks }),
    language,
  };
}

/** The user's own profile, as the settings form edits it. */
export async function getOwnProfile(db: Database, userId: string): Promise<OwnProfile> {
  const [profile] = await db.select(ownProfileColumns).from(profiles).where(eq(profiles.userId, userId));
  if (!profile) throw new AppError('not_found', 'notFound');
  return toOwnProfile(profile);
}

/**
 * Saves the settings form; only ever the caller's own row, and never the handle. A new name is
 * written into their work's images too (their credit, docs/decisions/0067), by a job queued with it.
 */
export async function updateOwnProfile(
  deps: Pick<AppDeps, 'db' | 'events' | 'jobs'>,
  userId: string,
  input: z.output<typeof profileUpdateSchema>,
) {
  return unitOfWork(deps, async (unit) => {
    const [before] = await unit.db
      .select({ displayName: profiles.displayName })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .for('update');
    const [updated] = await unit.db
      .update(profiles)
      .set(input)
      .where(eq(profiles.userId, userId))
      .returning(ownProfileColumns);
    if (!before || !updated) throw new AppError('not_found', 'notFound');
    if (updated.displayName !== before.displayName) await queueMemberWorkRestamp(unit, userId);
    return toOwnProfile(updated);
  });
}

/** Saves the privacy card. */
export async function updatePrivacy(db: Database, userId: string, form: PrivacySettingsForm) {
  const settings: PrivacySettings = {
    who_can_message: form.whoCanMessage,
    show_online_status: form.showOnlineStatus,
    read_receipts: form.readReceipts,
    typing_indicators: form.typingIndicators,
  };
  await db.update(profiles).set({ privacySettings: settings }).where(eq(profiles.userId, userId));
}

/** Saves the interface language and the theme into the preferences, keeping whatever else they hold. */
export async function savePreferences(
  db: Database,
  userId: string,
  update: { language?: SupportedLanguage | undefined; theme?: Theme | undefined },
) {
  // Only what was sent: a missing key stays as saved (jsonb_strip_nulls drops the unsent ones).
  const sent = sql`jsonb_strip_nulls(jsonb_build_object('language', ${update.language ?? null}::text, 'theme', ${update.theme ?? null}::text))`;
  await db
    .update(profiles)
    .set({ preferences: sql`${profiles.preferences} || ${sent}` })
    .where(eq(profiles.userId, userId));
}
