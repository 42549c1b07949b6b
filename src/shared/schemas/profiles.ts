import { z } from 'zod';
import { DISPLAY_NAME_MAX_LENGTH, PRIMARY_CTA_TYPES } from '../constants';
import { usernameSchema } from './auth';

const httpUrlSchema = z.url({ protocol: /^https?$/ });

/** True for an absolute http(s) URL: the only links users may store. */
export function isHttpUrl(value: string): boolean {
  return httpUrlSchema.safeParse(value).success;
}

/** An optional http(s) link: empty means none (null). */
export const optionalHttpUrlSchema = z
  .string()
  .trim()
  .max(2048, { message: 'invalidUrl' })
  .refine((value) => value === '' || isHttpUrl(value), { message: 'invalidUrl' })
  .transform((value) => value || null);

export const displayNameSchema = z
  .string()
  .trim()
  .min(1, { message: 'displayNameRequired' })
  .max(DISPLAY_NAME_MAX_LENGTH, { message: 'displayNameTooLong' });

export const primaryCtaSchema = z
  .union([z.enum(PRIMARY_CTA_TYPES), z.literal('')])
  .transform((value) => value || null);

/** POST /api/profile/onboarding: the first profile setup, right after verification. */
export const onboardingRequestSchema = z.object({
  username: usernameSchema,
  displayName: displayNameSchema,
  introUrl: optionalHttpUrlSchema.default(null),
  primaryCta: primaryCtaSchema.default(null),
  primaryCtaUrl: optionalHttpUrlSchema.default(null),
  hireable: z.boolean().default(false),
});
export type OnboardingRequest = z.input<typeof onboardingRequestSchema>;
