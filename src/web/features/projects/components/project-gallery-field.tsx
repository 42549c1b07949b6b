import { useState } from 'react';
import { useImageLimits } from '#web/components/forms/use-image-limits';
import { useFieldArray, type Control, type UseFormGetValues, type UseFormRegister } from 'react-hook-form';
import { PROJECT_GALLERY_MAX_IMAGES, PROJECT_IMAGE_MAX_BYTES, type ProjectLicence } from '#shared/constants';
import type { z } from 'zod';
import type { projectFormSchema, ProjectFormValues } from '#shared/schemas/projects';
import { useTranslation } from '#web/i18n/react';
import { AddImagesZone } from '#web/components/forms/add-images-zone';
import { useUploadGalleryImage } from '../api/projects';
import { GalleryItem } from './gallery-item';
import { UploadProgressList } from '#web/components/forms/upload-progress-list';
import { useImageUploads } from '#web/components/forms/use-image-uploads';

/**
 * The images shown after the cover: dropped or chosen several at once, each uploaded on its own with
 * its progress, then described (alt text, an optional caption), put in order by drag or by the
 * keyboard's Move buttons, and removed. Images join in the order they were picked, whatever order their
 * uploads end in. The list is the form's, saved with the project (and with its draft as it changes).
 */
export function ProjectGalleryField({
  licence,
  control,
  register,
  getValues,
  fieldError,
}: {
  /** The licence the form shows, written into the images' copies. */
  licence: ProjectLicence;
  control: Control<ProjectFormValues, unknown, z.output<typeof projectFormSchema>>;
  register: UseFormRegister<ProjectFormValues>;
  getValues: UseFormGetValues<ProjectFormValues>;
  fieldError: (name: `gallery` | `gallery.${number}.alt` | `gallery.${number}.caption`) => string | undefined;
}) {
  const { t } = useTranslation();
  const imageLimits = useImageLimits();
  const images = useFieldArray({ control, name: 'gallery' });
  const upload = useUploadGalleryImage();
  const uploads = useImageUploads({
    room: PROJECT_GALLERY_MAX_IMAGES - images.fields.length,
    maxBytes: PROJECT_IMAGE_MAX_BYTES,
    full: { title: t('project.form.galleryFull'), description: t('errors.tooManyProjectImages') },
    upload: (file, onProgress) => upload.mutateAsync({ file, licence, onProgress }),
    // In the place it was picked for, read when its upload ends: several end one after another.
    onStored: (stored, fromEnd) =>
      images.insert(
        Math.max(0, (getValues('gallery')?.length ?? 0) - fromEnd),
        { ...stored, alt: '', caption: null },
        { shouldFocus: false },
      ),
  });
  // Said once a move is made, for people who cannot see the list change.
  const [announcement, setAnnouncement] = useState('');

  const move = (from: number, to: number) => {
    if (to < 0 || to >= images.fields.length || from === to) return;
    images.move(from, to);
    setAnnouncement(t('images.moved', { position: to + 1, count: images.fields.length }));
  };

  const listError = fieldError('gallery');

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium text-slate-800">{t('project.form.fields.gallery')}</legend>
      <p className="-mt-1 text-xs text-slate-500">
        {`${t('project.form.galleryHint', { count: PROJECT_GALLERY_MAX_IMAGES })} ${imageLimits}`}
      </p>
      {images.fields.length > 0 && (
        <ol className="flex flex-col gap-3" aria-label={t('project.form.fields.gallery')}>
          {images.fields.map((image, index) => (
            <GalleryItem
              key={image.id}
              image={image}
              index={index}
              count={images.fields.length}
              register={register}
              altError={fieldError(`gallery.${index}.alt`)}
              captionError={fieldError(`gallery.${index}.caption`)}
              onMove={move}
              onRemove={() => {
                images.remove(index);
                setAnnouncement(t('images.removed'));
              }}
            />
          ))}
        </ol>
      )}
      <UploadProgressList uploads={uploads.inFlight} />
      {!uploads.full && <AddImagesZone onFiles={uploads.add} />}
      {listError && <p className="text-xs font-medium text-red-700">{listError}</p>}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
