import { z } from 'zod';
import { singleLineText } from './single-line';
import { holdSchema } from './holds';
import {
  CREATOR_SERVICES_SHOWN,
  DEFAULT_PROJECT_LICENCE,
  PRICING_TYPES,
  PROJECT_CTA_LABEL_MAX_LENGTH,
  PROJECT_LICENCES,
  PROJECT_SLUG_MAX_LENGTH,
  PROJECT_STACK_ITEM_MAX_LENGTH,
  PROJECT_STACK_MAX_COUNT,
  PROJECT_SUMMARY_MAX_LENGTH,
  PROJECT_TITLE_MAX_LENGTH,
} from '../constants';
import { optionalHttpUrlSchema } from './urls';
import { projectBlocksSchema, shownBlockSchema } from './project-blocks';

/**
 * The slug made from a title (docs/product/validation.md, Slug from the title): lowercased,
 * non-alphanumerics removed, spaces to hyphens, repeated hyphens collapsed, cut to 50. Hyphens at either
 * end are dropped too, so a slug never starts or ends with one; a title with no Latin letters or digits
 * falls back to 'project'.
 */
export function slugify(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .slice(0, PROJECT_SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || 'project';
}

export const SLUG_PATTERN = /^[a-z0-9-]{1,50}$/;

/** Stack as typed: a comma-separated list, trimmed, empty entries dropped. */
export function splitStack(text: string): string[] {
  return text
    .split(/[,、，]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * POST /api/projects/cover and /images: the licence the form shows, written into the image's copies
 * with its creator's credit (docs/decisions/0067-work-images-at-full-quality.md).
 */
export const projectImageQuerySchema = z.object({
  licence: z.enum(PROJECT_LICENCES).default(DEFAULT_PROJECT_LICENCE),
});

/** POST /api/projects and PUT /api/projects/{id}: the project form. */
export const projectInputSchema = z.object({
  title: singleLineText()
    .min(1, { message: 'projectTitleRequired' })
    .max(PROJECT_TITLE_MAX_LENGTH, { message: 'projectTitleTooLong' }),
  // Blank: made from the title (on creation) or kept (on edit).
  slug: z
    .string()
    .trim()
    .refine((slug) => slug === '' || SLUG_PATTERN.test(slug), { message: 'slugInvalid' })
    .default(''),
  summary: z
    .string()
    .trim()
    .max(PROJECT_SUMMARY_MAX_LENGTH, { message: 'summaryTooLong' })
    .transform((value) => value || null)
    .default(null),
  stack: z
    .array(singleLineText().min(1).max(PROJECT_STACK_ITEM_MAX_LENGTH, { message: 'stackItemTooLong' }))
    .max(PROJECT_STACK_MAX_COUNT, { message: 'tooManyTechnologies' })
    .default([]),
  ctaLabel: singleLineText().max(PROJECT_CTA_LABEL_MAX_LENGTH, { message: 'ctaLabelTooLong' }).default(''),
  ctaUrl: optionalHttpUrlSchema.default(null),
  /** An image uploaded through POST /api/projects/cover, or null for none. */
  coverUrl: z.string().max(2048).nullable().default(null),
  /** The case study after the cover, in this order (docs/decisions/0068-case-studies-in-blocks.md). */
  blocks: projectBlocksSchema.default([]),
  /**
   * What others may do with the work (docs/decisions/0066-a-licence-per-project.md). Left out: all
   * rights reserved for a new project, and an edited one keeps its licence, as a writer from before
   * licences would.
   */
  licence: z.enum(PROJECT_LICENCES).optional(),
  /**
   * 'Let visitors download the originals' (docs/decisions/0067-work-images-at-full-quality.md): off
   * for a new project; left out, an edited one keeps it.
   */
  originalsDownloadable: z.boolean().optional(),
});
export type ProjectInput = z.input<typeof projectInputSchema>;

/** The project form: the stack typed as one comma-separated line, told on that line. */
export const projectFormSchema = projectInputSchema.extend({
  stack: z.string().transform((text, context) => {
    const checked = projectInputSchema.shape.stack.safeParse(splitStack(text));
    if (checked.success) return checked.data;
    context.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? 'validationError' });
    return z.NEVER;
  }),
});
export type ProjectFormValues = z.input<typeof projectFormSchema>;

export const projectCardSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  slug: z.string(),
  summary: z.string().nullable(),
  coverUrl: z.string().nullable(),
  stack: z.array(z.string()),
  createdAt: z.string(),
  ownerHandle: z.string(),
});
export type ProjectCard = z.infer<typeof projectCardSchema>;

const ctaSchema = z.object({ label: z.string(), url: z.string() });

/**
 * One of the author's active services as a project's page offers it ('Hire {name}'): enough for a
 * compact card that leads to the service. Kept here rather than in services.ts, whose schemas
 * already import this file's.
 */
export const creatorServiceSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  pricingType: z.enum(PRICING_TYPES),
  priceAmount: z.number().nullable(),
  currency: z.string(),
  deliveryTime: z.number().int().nullable(),
  /** The first of the service's images, or null. */
  imageUrl: z.string().nullable(),
});
export type CreatorService = z.infer<typeof creatorServiceSchema>;

/** GET /api/profiles/{handle}/projects/{slug}: a project's page. */
export const projectDetailSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  slug: z.string(),
  summary: z.string().nullable(),
  coverUrl: z.string().nullable(),
  stack: z.array(z.string()),
  ctas: z.array(ctaSchema),
  outcomes: z.array(z.object({ value: z.string(), label: z.string() })),
  blocks: z.array(shownBlockSchema),
  licence: z.enum(PROJECT_LICENCES),
  /** Visitors may open and download its images' originals (its owner always may). */
  originalsDownloadable: z.boolean(),
  published: z.boolean(),
  createdAt: z.string(),
  owner: z.object({
    handle: z.string(),
    displayName: z.string().nullable(),
    avatarUrl: z.string().nullable(),
  }),
  /** Every like, members' and those from other servers (ActivityPub) alike. */
  likeCount: z.number().int().nonnegative(),
  /** How many of them came from accounts on other servers. */
  fediverseLikeCount: z.number().int().nonnegative(),
  /** How many accounts on other servers boosted it (shared it with their followers). */
  fediverseBoostCount: z.number().int().nonnegative(),
  /** How many times it was seen, when its owner shows their views; null when they do not. */
  views: z.number().int().nonnegative().nullable(),
  likedByMe: z.boolean(),
  isOwner: z.boolean(),
  /** Why staff unpublished it; only its owner and staff are told. */
  hold: holdSchema.nullable(),
  /** Staff with the power who outrank the owner: Unpublish, Republish and Delete. */
  canModerate: z.boolean(),
  /**
   * Up to CREATOR_SERVICES_SHOWN of the author's active services, newest first; empty on a project
   * that is not published (its page is no shop window).
   */
  creatorServices: z.array(creatorServiceSchema).max(CREATOR_SERVICES_SHOWN),
  /** The author has more active services than those listed: the page links to all of them. */
  moreCreatorServices: z.boolean(),
});

/** PUT /api/projects/{id}/published: the owner hides or shows their project. */
export const projectVisibilityInputSchema = z.object({ published: z.boolean() });
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

/** GET /api/projects/{id}: what the edit form starts from (owner only). */
export const editableProjectSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  slug: z.string(),
  summary: z.string().nullable(),
  coverUrl: z.string().nullable(),
  stack: z.array(z.string()),
  ctaLabel: z.string(),
  ctaUrl: z.string().nullable(),
  blocks: z.array(shownBlockSchema),
  licence: z.enum(PROJECT_LICENCES),
  originalsDownloadable: z.boolean(),
  ownerHandle: z.string(),
});
export type EditableProject = z.infer<typeof editableProjectSchema>;

export const savedProjectSchema = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  ownerHandle: z.string(),
});
export const coverUploadSchema = z.object({ coverUrl: z.string() });
export const likeStateSchema = z.object({ liked: z.boolean(), likeCount: z.number().int().nonnegative() });
export const projectIdParamsSchema = z.object({ projectId: z.string().uuid() });
