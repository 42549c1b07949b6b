import { eq } from 'drizzle-orm';
import { PROJECT_IMAGE_MAX_BYTES, type ProjectLicence } from '#shared/constants';
import type { AppDeps } from '#server/feature-kit/app-deps';
import { profiles } from '#server/db/schema/index';
import type { ImageCredit } from '#server/storage/image-credit';
import type { FormImage } from '#server/uploads/index';

/**
 * The credit a member's work carries (docs/decisions/0067-work-images-at-full-quality.md): their
 * name and profile, the licence, and their reservation from AI training unless they lifted it.
 */
export async function creditOf(
  deps: Pick<AppDeps, 'db' | 'config'>,
  userId: string,
  licence: ProjectLicence,
): Promise<Omit<ImageCredit, 'year'>> {
  const [creator] = await deps.db
    .select({
      name: profiles.displayName,
      handle: profiles.handle,
      allowsAiTraining: profiles.allowAiTraining,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const { publicUrl } = deps.config;
  const handle = creator?.handle ?? null;
  return {
    // A member who has not chosen a handle yet has no public page: the site stands for it.
    creator: creator?.name ?? handle ?? new URL(publicUrl).hostname,
    profileUrl: handle ? `${publicUrl}/${handle}` : publicUrl,
    licence,
    reservedFromAiTraining: !(creator?.allowsAiTraining ?? false),
  };
}

/**
 * How a project's image is kept: up to 30 MB, credited to its creator under the licence the form
 * shows, and, in a gallery, still animated.
 */
export function workImage(
  deps: Pick<AppDeps, 'db' | 'config'>,
  licence: ProjectLicence,
  animated: boolean,
): NonNullable<FormImage['work']> {
  return {
    maxBytes: PROJECT_IMAGE_MAX_BYTES,
    tooLarge: 'imageTooLarge30',
    treatment: async (userId) => ({
      animated,
      credit: { ...(await creditOf(deps, userId, licence)), year: new Date().getUTCFullYear() },
    }),
  };
}
