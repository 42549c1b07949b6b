import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { CUSTOM_LINKS_MAX_COUNT } from '#shared/constants';
import type { customLinkFieldsSchema, ProfileLinks, socialLinkSchema } from '#shared/schemas/links';
import type { SocialPlatform } from '#shared/social-links';
import type { Database } from '#server/db/client';
import { profiles, type CustomLink, type SocialLink } from '#server/db/schema/index';
import { AppError } from '#server/errors';
import { LINK_LOGO_SHAPE, reencodeImage } from '#server/storage/images';
import { takeImageUpload } from '#server/uploads/index';
import { removeOwnedUpload, uploadKey } from '#server/storage/storage';
import type { AppDeps } from '#server/feature-kit/app-deps';

type Context = Pick<AppDeps, 'db' | 'storage' | 'log'>;
type Links = { socialLinks: SocialLink[]; customLinks: CustomLink[] };

export function toProfileLinks({ socialLinks, customLinks }: Links): ProfileLinks {
  return {
    socialLinks: socialLinks.map(({ platform, url }) => ({ platform, url })),
    customLinks: customLinks.map(({ name, url, logo_url }) => ({ name, url, logoUrl: logo_url ?? null })),
  };
}

/**
 * Reads the caller's links under a row lock, lets `change` compute the new lists and saves them:
 * two tabs adding at once cannot overwrite each other's link.
 */
async function changeLinks(db: Database, userId: string, change: (links: Links) => Partial<Links>) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ socialLinks: profiles.socialLinks, customLinks: profiles.customLinks })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .for('update');
    if (!row) throw new AppError('not_found', 'notFound');
    const next = { ...row, ...change(row) };
    await tx.update(profiles).set(next).where(eq(profiles.userId, userId));
    return { before: row, after: next };
  });
}

/** Adds a social link; one per platform. */
export async function addSocialLink(db: Database, userId: string, link: z.output<typeof socialLinkSchema>) {
  const { after } = await changeLinks(db, userId, ({ socialLinks }) => {
    if (socialLinks.some((existing) => existing.platform === link.platform)) {
      throw new AppError('conflict', 'platformExists', { platform: 'platformExists' });
    }
    return { socialLinks: [...socialLinks, { platform: link.platform, url: link.url }] };
  });
  return toProfileLinks(after);
}

export async function removeSocialLink(db: Database, userId: string, platform: SocialPlatform) {
  const { after } = await changeLinks(db, userId, ({ socialLinks }) => ({
    socialLinks: socialLinks.filter((link) => link.platform !== platform),
  }));
  return toProfileLinks(after);
}

/** Adds a custom link, with its logo checked, re-encoded and stored first when one is sent. */
export async function addCustomLink(
  { db, storage }: Context,
  userId: string,
  fields: z.output<typeof customLinkFieldsSchema>,
  logo: Buffer | null,
) {
  let logoKey: string | null = null;
  if (logo) {
    await takeImageUpload(db, userId);
    const { data: encoded } = await reencodeImage(logo, LINK_LOGO_SHAPE);
    logoKey = uploadKey('avatars', userId, 'custom-link');
    await storage.put(logoKey, encoded, 'image/webp');
  }
  const link: CustomLink = { name: fields.name, url: fields.url };
  if (logoKey) link.logo_url = storage.urlOf(logoKey);
  try {
    const { after } = await changeLinks(db, userId, ({ customLinks }) => {
      if (customLinks.length >= CUSTOM_LINKS_MAX_COUNT) throw new AppError('conflict', 'tooManyLinks');
      return { customLinks: [...customLinks, link] };
    });
    return toProfileLinks(after);
  } catch (error) {
    if (logoKey) await storage.remove(logoKey).catch(() => undefined);
    throw error;
  }
}

/** Removes the custom link at a position (as listed), and its logo file. */
export async function removeCustomLink({ db, storage, log }: Context, userId: string, position: number) {
  const { before, after } = await changeLinks(db, userId, ({ customLinks }) => {
    if (position >= customLinks.length) throw new AppError('not_found', 'notFound');
    return { customLinks: customLinks.filter((_, index) => index !== position) };
  });
  await removeOwnedUpload(storage, userId, before.customLinks[position]?.logo_url, log);
  return toProfileLinks(after);
}
