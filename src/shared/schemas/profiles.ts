import { z } from 'zod';
import { singleLineText } from './single-line';
import {
  BIO_MAX_LENGTH,
  DISPLAY_NAME_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  PRIMARY_CTA_TYPES,
  PROFILE_HEADLINE_MAX_LENGTH,
  SKILL_MAX_LENGTH,
  SKILLS_MAX_COUNT,
  SUPPORTED_LANGUAGES,
  THEMES,
  WHO_CAN_MESSAGE,
} from '../constants';
import { ROLES } from '../roles';
import { usernameSchema } from './auth';
import { profileLinksSchema } from './links';
import { projectCardSchema } from './projects';
import { landingServiceSchema } from './stats';
import { optionalHttpUrlSchema } from './urls';

/** Who wrote a comment, review or message, as shown beside it. */
export const authorSchema = z.object({
  handle: z.string(),
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type Author = z.infer<typeof authorSchema>;

export const displayNameSchema = singleLineText()
  .min(1, { message: 'displayNameRequired' })
  .max(DISPLAY_NAME_MAX_LENGTH, { message: 'displayNameTooLong' });

export const primaryCtaSchema = z
  .union([z.enum(PRIMARY_CTA_TYPES), z.literal('')])
  .transform((value) => value || null);

/** A profile's one line under its name: runs of spaces and line breaks become one space; empty is none. */
export const headlineSchema = z
  .string()
  .transform((text) => text.replace(/\s+/g, ' ').trim())
  .pipe(singleLineText().max(PROFILE_HEADLINE_MAX_LENGTH, { message: 'headlineTooLong' }))
  .transform((text) => text || null);

/**
 * A profile's skills, each trimmed (docs/product/validation.md, Profile edit: at most 20, each under 50
 * characters).
 */
export const skillsSchema = z
  .array(singleLineText().min(1).max(SKILL_MAX_LENGTH, { message: 'skillTooLong' }))
  .max(SKILLS_MAX_COUNT, { message: 'tooManySkills' });

/**
 * POST /api/profile/onboarding: the first profile setup, right after verification. The intro video
 * and the call to action wait in Settings (docs/decisions/0053); the avatar goes through
 * POST /api/profile/avatar, as in Settings.
 */
export const onboardingRequestSchema = z.object({
  username: usernameSchema,
  displayName: displayNameSchema,
  headline: headlineSchema.default(null),
  skills: skillsSchema.default([]),
  hireable: z.boolean().default(false),
});
export type OnboardingRequest = z.input<typeof onboardingRequestSchema>;

/** POST /api/profile/onboarding's answer: the handle the profile now lives under. */
export const onboardingResponseSchema = z.object({ handle: z.string() });

/** GET /api/profile/handle-availability: whether onboarding could take this handle now. */
export const handleAvailabilityQuerySchema = z.object({ handle: usernameSchema });
export const handleAvailabilitySchema = z.object({ handle: z.string(), available: z.boolean() });

/** How many skills onboarding suggests. */
export const POPULAR_SKILLS_COUNT = 20;

/** GET /api/profiles/popular-skills: the skills most profiles name, most used first. */
export const popularSkillsSchema = z.object({ skills: z.array(z.string()) });

/** Skills as typed: a comma-separated list (Chinese and Japanese commas too), trimmed, empty entries dropped. */
export function splitSkills(text: string): string[] {
  return text
    .split(/[,、，]/)
    .map((skill) => skill.trim())
    .filter(Boolean);
}

/** Optional free text: trimmed, empty means none (null). */
const optionalText = (max: number, messageId: 'bioTooLong' | 'locationTooLong') =>
  z
    .string()
    .trim()
    .max(max, { message: messageId })
    .transform((value) => value || null);

/**
 * GET and PUT /api/profile: the signed-in user's own profile (the handle is read-only). A headline left
 * out stays as saved: it came after the fields of docs/product/entities.md, and a writer of those alone
 * keeps it.
 */
export const profileUpdateSchema = z.object({
  displayName: displayNameSchema,
  headline: headlineSchema.optional(),
  bio: optionalText(BIO_MAX_LENGTH, 'bioTooLong').default(null),
  location: optionalText(LOCATION_MAX_LENGTH, 'locationTooLong').default(null),
  skills: skillsSchema.default([]),
  introUrl: optionalHttpUrlSchema.default(null),
  primaryCta: primaryCtaSchema.default(null),
  primaryCtaUrl: optionalHttpUrlSchema.default(null),
  hireable: z.boolean().default(false),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** The settings profile form: skills typed as one line (see splitSkills), told on that line. */
export const profileFormSchema = profileUpdateSchema.extend({
  skills: z.string().transform((text, context) => {
    const checked = profileUpdateSchema.shape.skills.safeParse(splitSkills(text));
    if (checked.success) return checked.data;
    context.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? 'validationError' });
    return z.NEVER;
  }),
});

/** What a profile shows, as its owner and as everyone else sees it. */
const profileFieldsSchema = z.object({
  displayName: z.string().nullable(),
  headline: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  skills: z.array(z.string()),
  introUrl: z.string().nullable(),
  primaryCta: z.enum(PRIMARY_CTA_TYPES).nullable(),
  primaryCtaUrl: z.string().nullable(),
  hireable: z.boolean(),
  avatarUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
});

export const ownProfileSchema = profileFieldsSchema.extend({
  handle: z.string().nullable(),
  privacy: z.lazy(() => privacySettingsSchema),
  links: profileLinksSchema,
  language: z.enum(SUPPORTED_LANGUAGES).nullable(),
  allowAiTraining: z.boolean(),
  federates: z.boolean(),
  approvesFollowers: z.boolean(),
  showsViews: z.boolean(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/** The privacy card (docs/product/entities.md, Privacy values; messaging reads them later). */
export const privacySettingsSchema = z.object({
  whoCanMessage: z.enum(WHO_CAN_MESSAGE),
  showOnlineStatus: z.boolean(),
  readReceipts: z.boolean(),
  typingIndicators: z.boolean(),
});
export type PrivacySettingsForm = z.infer<typeof privacySettingsSchema>;

/**
 * PUT /api/profile/ai-training: whether AI models may train on the member's work. Off by default:
 * Atelier then tells crawlers the work is reserved (docs/decisions/0065-ai-training-opt-out.md).
 */
export const aiTrainingUpdateSchema = z.object({ allowAiTraining: z.boolean() });
export type AiTrainingUpdate = z.infer<typeof aiTrainingUpdateSchema>;

/**
 * PUT /api/profile/federation: whether people on other servers (Mastodon and the like) may follow
 * the member. On by default (docs/decisions/0071-federation-with-fedify.md).
 */
export const federationUpdateSchema = z.object({ federates: z.boolean() });
export type FederationUpdate = z.infer<typeof federationUpdateSchema>;

/**
 * PUT /api/profile/follow-approval: whether a follow from another server waits for the member to
 * accept it. Off by default (docs/decisions/0071-federation-with-fedify.md).
 */
export const followApprovalUpdateSchema = z.object({ approvesFollowers: z.boolean() });
export type FollowApprovalUpdate = z.infer<typeof followApprovalUpdateSchema>;

/**
 * PUT /api/profile/views-shown: whether the member's project pages show how many times each was
 * seen. Off by default: a creator's insights are theirs (docs/decisions/0072-insights-without-cookies.md).
 */
export const viewsShownUpdateSchema = z.object({ showsViews: z.boolean() });
export type ViewsShownUpdate = z.infer<typeof viewsShownUpdateSchema>;

/** Either preference or both; what is left out stays as saved. */
export const preferencesUpdateSchema = z
  .object({ language: z.enum(SUPPORTED_LANGUAGES).optional(), theme: z.enum(THEMES).optional() })
  .refine((update) => update.language !== undefined || update.theme !== undefined, {
    message: 'Nothing to save',
  });
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;

export const handleParamsSchema = z.object({ handle: z.string().min(1).max(64) });

/** GET /api/profiles/{handle}: a public profile page. */
export const publicProfileSchema = profileFieldsSchema.extend({
  /** The account's id: what a report about this user names. */
  userId: z.string().uuid(),
  handle: z.string(),
  links: profileLinksSchema,
  roles: z.array(z.enum(ROLES)),
  followerCount: z.number().int().nonnegative(),
  followingCount: z.number().int().nonnegative(),
  isFollowing: z.boolean(),
  /** The viewer blocked this member. */
  isBlocked: z.boolean(),
  isSelf: z.boolean(),
  /**
   * Where people on other servers follow the member (@handle@host), or null when the member or the
   * site does not federate (docs/decisions/0071-federation-with-fedify.md).
   */
  fediverseAddress: z.string().nullable(),
  createdAt: z.string(),
  projects: z.array(projectCardSchema),
  services: z.array(landingServiceSchema),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
