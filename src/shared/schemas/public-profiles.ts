import { z } from 'zod';
import { PRIMARY_CTA_TYPES } from '../constants';
import { ROLES } from '../roles';
import { profileLinksSchema } from './links';
import { projectCardSchema } from './projects';
import { landingServiceSchema } from './stats';

export const handleParamsSchema = z.object({ handle: z.string().min(1).max(64) });

/** GET /api/profiles/{handle}: a public profile page. */
export const publicProfileSchema = z.object({
  /** The account's id: what a report about this user names. */
  userId: z.string().uuid(),
  handle: z.string(),
  displayName: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  skills: z.array(z.string()),
  introUrl: z.string().nullable(),
  primaryCta: z.enum(PRIMARY_CTA_TYPES).nullable(),
  primaryCtaUrl: z.string().nullable(),
  hireable: z.boolean(),
  avatarUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  links: profileLinksSchema,
  roles: z.array(z.enum(ROLES)),
  followerCount: z.number().int().nonnegative(),
  followingCount: z.number().int().nonnegative(),
  isFollowing: z.boolean(),
  isSelf: z.boolean(),
  createdAt: z.string(),
  projects: z.array(projectCardSchema),
  services: z.array(landingServiceSchema),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const followStateSchema = z.object({
  following: z.boolean(),
  followerCount: z.number().int().nonnegative(),
});
export type FollowState = z.infer<typeof followStateSchema>;
