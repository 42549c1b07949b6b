import { Controller, useWatch } from 'react-hook-form';
import { IMAGE_ALT_MAX_LENGTH, IMAGE_CAPTION_MAX_LENGTH } from '#shared/constants';
import { useTranslation } from '#web/i18n/react';
import { StoredImage } from '#web/components/stored-image';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { TextField } from '#web/components/ui/text-field';
import type { ProjectFormParts } from './project-form-values';

/** The fields of one image, in a block of its own or in a grid: its description and caption. */
export function ImageFields({
  name,
  parts,
  number,
}: {
  /** Where the image is in the form's values. */
  name: `blocks.${number}` | `blocks.${number}.images.${number}`;
  parts: ProjectFormParts;
  /** Its place in a grid, said in its labels; none for an image alone in its block. */
  number?: number;
}) {
  const { t } = useTranslation();
  const url = useWatch({ control: parts.control, name: `${name}.url` as `blocks.${number}.url` }) as
    string | undefined;
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      {url && (
        <StoredImage
          src={url}
          alt=""
          sizes="128px"
          className="aspect-[4/3] w-32 shrink-0 self-start rounded-lg bg-slate-100 object-cover"
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <TextField
          label={
            number === undefined
              ? t('project.form.blocks.imageAlt')
              : t('project.form.blocks.gridImageAlt', { position: number })
          }
          hint={t('project.form.imageAltHint')}
          maxLength={IMAGE_ALT_MAX_LENGTH}
          required
          error={parts.fieldError(`${name}.alt` as `blocks.${number}.alt`)}
          {...parts.register(`${name}.alt` as `blocks.${number}.alt`)}
        />
        <TextField
          label={
            number === undefined
              ? t('project.form.blocks.imageCaption')
              : t('project.form.blocks.gridImageCaption', { position: number })
          }
          maxLength={IMAGE_CAPTION_MAX_LENGTH}
          error={parts.fieldError(`${name}.caption` as `blocks.${number}.caption`)}
          {...parts.register(`${name}.caption` as `blocks.${number}.caption`)}
        />
      </div>
    </div>
  );
}

/** An image block: the image's fields, and whether it fills the column or the page's width. */
export function ImageBlockEditor({ index, parts }: { index: number; parts: ProjectFormParts }) {
  const { t } = useTranslation();
  return (
    <>
      <ImageFields name={`blocks.${index}`} parts={parts} />
      <Controller
        control={parts.control}
        name={`blocks.${index}.wide`}
        render={({ field }) => (
          <CheckboxField
            label={t('project.form.blocks.wide')}
            checked={field.value === true}
            onChange={field.onChange}
          />
        )}
      />
    </>
  );
}
