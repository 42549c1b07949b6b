import { z } from 'zod';
import { CUSTOM_LINK_NAME_MAX_LENGTH, SOCIAL_PLATFORMS } from '../constants';
import { matchesPlatform } from '../social-links';
import { isHttpUrl } from '../http-url';

/** POST /api/profile/social-links: one link, its URL matching its platform's pattern. */
export const socialLinkSchema = z
  .object({
    platform: z.enum(SOCIAL_PLATFORMS),
    url: z.string().trim().min(1, { message: 'urlRequired' }),
  })
  .superRefine((link, context) => {
    if (link.url && !matchesPlatform(link.platform, link.url)) {
      context.addIssue({ code: 'custom', path: ['url'], message: 'invalidPlatformUrl' });
    }
  });
export type SocialLinkInput = z.input<typeof socialLinkSchema>;

/** The text fields of POST /api/profile/custom-links (sent as multipart with an optional logo). */
export const customLinkFieldsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: 'missingLinkInfo' })
    .max(CUSTOM_LINK_NAME_MAX_LENGTH, { message: 'linkNameTooLong' }),
  url: z
    .string()
    .trim()
    .min(1, { message: 'missingLinkInfo' })
    .max(2048, { message: 'invalidLinkUrl' })
    .refine(isHttpUrl, { message: 'invalidLinkUrl' }),
});

export const profileLinksSchema = z.object({
  socialLinks: z.array(z.object({ platform: z.enum(SOCIAL_PLATFORMS), url: z.string() })),
  customLinks: z.array(z.object({ name: z.string(), url: z.string(), logoUrl: z.string().nullable() })),
});
export type ProfileLinks = z.infer<typeof profileLinksSchema>;
