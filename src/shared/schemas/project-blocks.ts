import { z } from 'zod';
import {
  GALLERY_IMAGE_MAX_HEIGHT,
  GALLERY_IMAGE_MAX_WIDTH,
  GRID_IMAGES_MAX,
  GRID_IMAGES_MIN,
  IMAGE_ALT_MAX_LENGTH,
  IMAGE_CAPTION_MAX_LENGTH,
  PROJECT_BLOCKS_MAX,
  PROJECT_IMAGES_MAX,
  TEXT_BLOCK_MAX_LENGTH,
} from '../constants';
import { videoEmbed } from '../video-embed';
import { singleLineText } from './single-line';
import { imagesOfBlocks } from '../project-images';

const imageWidth = z.number().int().min(1).max(GALLERY_IMAGE_MAX_WIDTH);
const imageHeight = z.number().int().min(1).max(GALLERY_IMAGE_MAX_HEIGHT);

const caption = z
  .string()
  .trim()
  .max(IMAGE_CAPTION_MAX_LENGTH, { message: 'captionTooLong' })
  .nullable()
  .transform((value) => value || null)
  .default(null);

/**
 * One image of a project, in a block of its own or in a grid: uploaded through POST
 * /api/projects/images, which answers its URL and size (the size only lays the page out before the
 * image arrives), described for people who cannot see it, with an optional caption.
 */
export const projectImageSchema = z.object({
  url: z.string().max(2048),
  width: imageWidth,
  height: imageHeight,
  alt: singleLineText()
    .min(1, { message: 'imageAltRequired' })
    .max(IMAGE_ALT_MAX_LENGTH, { message: 'imageAltTooLong' }),
  caption,
});

/** POST /api/projects/images: an image stored, before the project names it. */
export const imageUploadSchema = z.object({ url: z.string(), width: imageWidth, height: imageHeight });

// Made by the form, to keep each block itself while blocks move: unique within the project.
const blockId = z.string().regex(/^[A-Za-z0-9_-]{1,36}$/, { message: 'validationError' });

/** An image in the page's column, or across its whole width. */
export const imageBlockSchema = projectImageSchema.extend({
  id: blockId,
  type: z.literal('image'),
  wide: z.boolean().default(false),
});

/** Headings, paragraphs, lists and links, in the Markdown of shared/markdown-subset.ts. */
export const textBlockSchema = z.object({
  id: blockId,
  type: z.literal('text'),
  markdown: z
    .string()
    .trim()
    .min(1, { message: 'textBlockEmpty' })
    .max(TEXT_BLOCK_MAX_LENGTH, { message: 'textBlockTooLong' }),
});

/** Two or three images side by side. */
export const gridBlockSchema = z.object({
  id: blockId,
  type: z.literal('grid'),
  columns: z.union([z.literal(2), z.literal(3)]),
  images: z
    .array(projectImageSchema)
    .min(GRID_IMAGES_MIN, { message: 'gridTooFewImages' })
    .max(GRID_IMAGES_MAX, { message: 'gridTooManyImages' }),
});

/** A YouTube, Vimeo or PeerTube video, played where it is hosted once a visitor asks for it. */
export const videoBlockSchema = z.object({
  id: blockId,
  type: z.literal('video'),
  url: z
    .string()
    .trim()
    .max(2048, { message: 'videoLinkUnsupported' })
    .refine((url) => videoEmbed(url) !== null, { message: 'videoLinkUnsupported' }),
  caption,
});

export const projectBlockSchema = z.discriminatedUnion('type', [
  imageBlockSchema,
  textBlockSchema,
  gridBlockSchema,
  videoBlockSchema,
]);
export type ProjectBlock = z.infer<typeof projectBlockSchema>;
export type ProjectImage = z.infer<typeof projectImageSchema>;

/** A project's story after its cover: its blocks in order, each once, with at most 30 images. */
export const projectBlocksSchema = z
  .array(projectBlockSchema)
  .max(PROJECT_BLOCKS_MAX, { message: 'tooManyBlocks' })
  .superRefine((blocks, context) => {
    const ids = new Set(blocks.map((block) => block.id));
    if (ids.size !== blocks.length) context.addIssue({ code: 'custom', message: 'validationError' });
    if (imagesOfBlocks(blocks).length > PROJECT_IMAGES_MAX) {
      context.addIssue({ code: 'custom', message: 'tooManyProjectImages' });
    }
  });

const shownImage = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  caption: z.string().nullable(),
});

/** A block as the API answers it (stored as checked by projectBlockSchema). */
export const shownBlockSchema = z.discriminatedUnion('type', [
  shownImage.extend({ id: z.string(), type: z.literal('image'), wide: z.boolean() }),
  z.object({ id: z.string(), type: z.literal('text'), markdown: z.string() }),
  z.object({
    id: z.string(),
    type: z.literal('grid'),
    columns: z.union([z.literal(2), z.literal(3)]),
    images: z.array(shownImage),
  }),
  z.object({ id: z.string(), type: z.literal('video'), url: z.string(), caption: z.string().nullable() }),
]);

export type ShownBlock = z.infer<typeof shownBlockSchema>;
export type ShownImage = z.infer<typeof shownImage>;
