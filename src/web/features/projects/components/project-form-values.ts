import { z } from 'zod';
import { DEFAULT_PROJECT_LICENCE, PROJECT_LICENCES } from '#shared/constants';
import type { ProjectFormValues } from '#shared/schemas/projects';

export const EMPTY_PROJECT = {
  title: '',
  slug: '',
  summary: '',
  stack: '',
  ctaLabel: '',
  ctaUrl: '',
  coverUrl: null,
  gallery: [],
  licence: DEFAULT_PROJECT_LICENCE,
  originalsDownloadable: false,
} satisfies ProjectFormValues;

const text = z.string().catch('');

/**
 * The project form's values as a draft kept them (decision 52). A draft holds what was typed, not a
 * checked project, so each box takes what it can read and starts empty otherwise.
 */
const draftValuesSchema = z.object({
  title: text,
  slug: text,
  summary: text,
  stack: text,
  ctaLabel: text,
  ctaUrl: text,
  coverUrl: z.string().nullable().catch(null),
  gallery: z
    .array(
      z.object({
        url: z.string(),
        width: z.number(),
        height: z.number(),
        alt: text,
        caption: z.string().nullable().catch(null),
      }),
    )
    .catch([]),
  // A draft from before licences, or with one no longer offered: the default, as a new project.
  licence: z.enum(PROJECT_LICENCES).catch(DEFAULT_PROJECT_LICENCE),
  originalsDownloadable: z.boolean().catch(false),
});

export function projectValuesOfDraft(payload: Record<string, unknown>): ProjectFormValues {
  return draftValuesSchema.parse(payload);
}
