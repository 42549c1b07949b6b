import { useState } from 'react';
import { useImageLimits } from '#web/components/forms/use-image-limits';
import { useFormContext, useWatch } from 'react-hook-form';
import { COVER_IMAGE_MAX_BYTES, SERVICE_IMAGES_MAX_COUNT } from '#shared/constants';
import type { ServiceFormValues } from '#shared/schemas/services';
import { useTranslation } from '#web/i18n/react';
import { AddImagesZone } from '#web/components/forms/add-images-zone';
import { OrderButtons } from '#web/components/forms/order-buttons';
import { UploadProgressList } from '#web/components/forms/upload-progress-list';
import { useImageUploads } from '#web/components/forms/use-image-uploads';
import { StoredImage } from '#web/components/stored-image';
import { cn } from '#web/lib/cn';
import { useUploadServiceImage } from '../api/services';
import { SECTION_CARD, type FieldErrorOf } from './service-form-sections';

/**
 * The service's pictures, the first one on its card: dropped or chosen several at once, each
 * uploaded with its progress, put in order with the Move buttons, removed. Saved with the form.
 */
export function ServiceImagesSection({ fieldError }: { fieldError: FieldErrorOf }) {
  const { t } = useTranslation();
  const imageLimits = useImageLimits();
  const { control, setValue, getValues } = useFormContext<ServiceFormValues>();
  const images = useWatch({ control, name: 'images' });
  const upload = useUploadServiceImage();
  const save = (next: string[]) => setValue('images', next, { shouldDirty: true });
  const uploads = useImageUploads({
    room: SERVICE_IMAGES_MAX_COUNT - images.length,
    maxBytes: COVER_IMAGE_MAX_BYTES,
    full: { title: t('services.form.imagesFull'), description: t('errors.tooManyServiceImages') },
    upload: (file, onProgress) => upload.mutateAsync({ file, onProgress }),
    // Read when each upload ends, not when it began: several end one after another. Each goes in
    // the place it was picked for, before the ones picked after it that ended first.
    onStored: (url, fromEnd) => {
      const next = [...getValues('images')];
      next.splice(Math.max(0, next.length - fromEnd), 0, url);
      save(next);
    },
  });
  const [announcement, setAnnouncement] = useState('');

  const move = (from: number, to: number) => {
    const next = [...images];
    const [moved] = next.splice(from, 1);
    if (moved === undefined) return;
    next.splice(to, 0, moved);
    save(next);
    setAnnouncement(t('images.moved', { position: to + 1, count: next.length }));
  };
  const error = fieldError('images');

  return (
    <section aria-labelledby="images-heading" className={cn(SECTION_CARD, 'flex flex-col gap-4')}>
      <div>
        <h2 id="images-heading" className="text-lg font-semibold">
          {t('services.form.images')}
        </h2>
        <p className="mt-1 text-sm text-slate-500">
          {`${t('services.form.imagesHint', { count: SERVICE_IMAGES_MAX_COUNT })} ${imageLimits}`}
        </p>
      </div>
      <div role="group" aria-labelledby="images-heading" className="flex flex-col gap-3">
        {images.length > 0 && (
          <ol className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {images.map((url, index) => {
              const position = { position: index + 1, count: images.length };
              return (
                <li key={url} className="flex items-center gap-2 rounded-xl border border-slate-200 p-2">
                  <StoredImage
                    src={url}
                    alt={t('services.form.imageNumber', position)}
                    sizes="160px"
                    className="aspect-video w-32 shrink-0 rounded-lg bg-slate-100 object-cover"
                  />
                  {index === 0 && (
                    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
                      {t('services.form.cardImage')}
                    </span>
                  )}
                  <div className="ml-auto flex">
                    <OrderButtons
                      index={index}
                      count={images.length}
                      onMove={move}
                      onRemove={() => {
                        save(images.filter((each) => each !== url));
                        setAnnouncement(t('images.removed'));
                      }}
                    />
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        <UploadProgressList uploads={uploads.inFlight} />
        {!uploads.full && <AddImagesZone onFiles={uploads.add} />}
        {error && <p className="text-xs font-medium text-red-700">{error}</p>}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
