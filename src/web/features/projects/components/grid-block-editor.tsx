import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import {
  GRID_IMAGES_MAX,
  GRID_IMAGES_MIN,
  PROJECT_IMAGE_MAX_BYTES,
  type ProjectLicence,
} from '#shared/constants';
import { useTranslation } from '#web/i18n/react';
import { AddImagesZone } from '#web/components/forms/add-images-zone';
import { OrderButtons } from '#web/components/forms/order-buttons';
import { UploadProgressList } from '#web/components/forms/upload-progress-list';
import { useImageUploads } from '#web/components/forms/use-image-uploads';
import { SelectField } from '#web/components/ui/select-field';
import { useUploadProjectImage } from '../api/projects';
import { ImageFields } from './image-block-editor';
import type { ProjectFormParts } from './project-form-values';

/**
 * A grid block: two or three images across, and its two to six images, each described, put in
 * order with the Move buttons and removed; more are dropped or chosen into it while it has room.
 */
export function GridBlockEditor({
  index,
  parts,
  licence,
  imagesLeft,
}: {
  index: number;
  parts: ProjectFormParts;
  licence: ProjectLicence;
  /** How many more images the whole case study takes. */
  imagesLeft: number;
}) {
  const { t } = useTranslation();
  const images = useFieldArray({
    control: parts.control,
    name: `blocks.${index}.images` as 'blocks.0.images',
  });
  const count = images.fields.length;
  const [announcement, setAnnouncement] = useState('');
  const upload = useUploadProjectImage();
  const uploads = useImageUploads({
    room: Math.min(GRID_IMAGES_MAX - count, imagesLeft),
    maxBytes: PROJECT_IMAGE_MAX_BYTES,
    full: {
      title: t('project.form.blocks.gridFull'),
      description: t('errors.gridTooManyImages'),
    },
    upload: (file, onProgress) => upload.mutateAsync({ file, licence, onProgress }),
    onStored: (stored, fromEnd) => {
      const now = (parts.getValues(`blocks.${index}.images` as 'blocks.0.images') ?? []).length;
      images.insert(
        Math.max(0, now - fromEnd),
        { ...stored, alt: '', caption: null },
        { shouldFocus: false },
      );
    },
  });
  const move = (from: number, to: number) => {
    if (to < 0 || to >= count || from === to) return;
    images.move(from, to);
    setAnnouncement(t('images.moved', { position: to + 1, count }));
  };
  const imagesError = parts.fieldError(`blocks.${index}.images` as 'blocks.0.images');

  return (
    <div className="flex flex-col gap-3">
      <SelectField
        label={t('project.form.blocks.columns')}
        selectClassName="sm:w-48"
        {...parts.register(`blocks.${index}.columns` as 'blocks.0.columns', { valueAsNumber: true })}
      >
        <option value={2}>{t('project.form.blocks.columnsTwo')}</option>
        <option value={3}>{t('project.form.blocks.columnsThree')}</option>
      </SelectField>
      <p className="text-xs text-slate-500">
        {t('project.form.blocks.gridHint', { min: GRID_IMAGES_MIN, max: GRID_IMAGES_MAX })}
      </p>
      {count > 0 && (
        <ol className="flex flex-col gap-3">
          {images.fields.map((image, position) => (
            <li key={image.id} className="flex flex-col gap-2 rounded-lg bg-slate-50 p-2 sm:flex-row">
              <div className="min-w-0 flex-1">
                <ImageFields
                  name={`blocks.${index}.images.${position}`}
                  parts={parts}
                  number={position + 1}
                />
              </div>
              <div className="flex gap-1 sm:flex-col">
                <OrderButtons
                  index={position}
                  count={count}
                  onMove={move}
                  onRemove={() => {
                    images.remove(position);
                    setAnnouncement(t('images.removed'));
                  }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      <UploadProgressList uploads={uploads.inFlight} />
      {!uploads.full && <AddImagesZone onFiles={uploads.add} />}
      {imagesError && <p className="text-xs font-medium text-red-700">{imagesError}</p>}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
