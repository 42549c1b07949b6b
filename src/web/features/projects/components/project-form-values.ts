import { z } from 'zod';
import type { Control, Path, UseFormGetValues, UseFormRegister } from 'react-hook-form';
import { DEFAULT_PROJECT_LICENCE, PROJECT_LICENCES } from '#shared/constants';
import type { projectFormSchema, ProjectFormValues } from '#shared/schemas/projects';

/** What the form's parts are handed to edit its values. */
export type ProjectFormParts = {
  control: Control<ProjectFormValues, unknown, z.output<typeof projectFormSchema>>;
  register: UseFormRegister<ProjectFormValues>;
  getValues: UseFormGetValues<ProjectFormValues>;
  /** The translated error on a field, if any. */
  fieldError: (name: Path<ProjectFormValues>) => string | undefined;
};

/** One block of the case study as the form holds it. */
export type FormBlock = NonNullable<ProjectFormValues['blocks']>[number];

/** How many images the blocks show, grids' included. */
export function countImages(blocks: readonly FormBlock[]): number {
  return blocks.reduce(
    (total, block) =>
      total + (block.type === 'image' ? 1 : block.type === 'grid' ? (block.images?.length ?? 0) : 0),
    0,
  );
}

/** Whether removing the block would lose something typed or chosen: it asks first. */
export function holdsWork(block: FormBlock | undefined): boolean {
  if (!block) return false;
  if (block.type === 'text') return block.markdown.trim() !== '';
  if (block.type === 'grid') return (block.images?.length ?? 0) > 0;
  if (block.type === 'video') return block.url.trim() !== '';
  return false;
}

/**
 * A new block's id: unique within its project, made here so a block stays itself while it moves
 * (random bytes rather than randomUUID, which a page served over plain http outside localhost lacks).
 */
export function newBlockId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(9)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

export const EMPTY_PROJECT = {
  title: '',
  slug: '',
  summary: '',
  stack: '',
  ctaLabel: '',
  ctaUrl: '',
  coverUrl: null,
  blocks: [],
  licence: DEFAULT_PROJECT_LICENCE,
  originalsDownloadable: false,
} satisfies ProjectFormValues;

const text = z.string().catch('');
const caption = z.string().nullable().catch(null);
const image = z.object({ url: z.string(), width: z.number(), height: z.number(), alt: text, caption });
const blockId = z.string().min(1).max(36);

// Each block as typed: one that cannot be read (a kind this version does not know) is left out.
const draftBlockSchema = z.discriminatedUnion('type', [
  image.extend({ id: blockId, type: z.literal('image'), wide: z.boolean().catch(false) }),
  z.object({ id: blockId, type: z.literal('text'), markdown: text }),
  z.object({
    id: blockId,
    type: z.literal('grid'),
    columns: z.union([z.literal(2), z.literal(3)]).catch(2),
    images: z.array(image).catch([]),
  }),
  z.object({ id: blockId, type: z.literal('video'), url: text, caption }),
]);
const readableBlocks = z
  .array(z.unknown())
  .catch([])
  .transform((blocks) => blocks.flatMap((block) => draftBlockSchema.safeParse(block).data ?? []));

/**
 * The project form's values as a draft kept them (decision 52). A draft holds what was typed, not a
 * checked project, so each box takes what it can read and starts empty otherwise. A draft typed
 * before case studies holds a gallery: its images become image blocks, as the projects' did
 * (docs/decisions/0068-case-studies-in-blocks.md).
 */
const draftValuesSchema = z
  .object({
    title: text,
    slug: text,
    summary: text,
    stack: text,
    ctaLabel: text,
    ctaUrl: text,
    coverUrl: z.string().nullable().catch(null),
    blocks: readableBlocks,
    gallery: z.array(image).catch([]),
    // A draft from before licences, or with one no longer offered: the default, as a new project.
    licence: z.enum(PROJECT_LICENCES).catch(DEFAULT_PROJECT_LICENCE),
    originalsDownloadable: z.boolean().catch(false),
  })
  .transform(({ gallery, blocks, ...values }) => ({
    ...values,
    blocks:
      blocks.length > 0
        ? blocks
        : gallery.map((each, index) => ({
            ...each,
            id: `image-${index + 1}`,
            type: 'image' as const,
            wide: false,
          })),
  }));

export function projectValuesOfDraft(payload: Record<string, unknown>): ProjectFormValues {
  return draftValuesSchema.parse(payload);
}
