import { ImagePlus } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { Button } from '../ui/button';
import { ImageDropZone } from './image-drop-zone';

/** Where more images join a list (a gallery, a service's images): dropped, or chosen several at once. */
export function AddImagesZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { t } = useTranslation();
  return (
    <ImageDropZone
      multiple
      label={t('images.addImages')}
      onFiles={onFiles}
      className="rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4"
    >
      {({ picker, dragging }) => (
        <div className="flex flex-col items-center gap-3 text-center sm:flex-row sm:justify-between sm:text-left">
          <p className="text-sm text-slate-600">
            {dragging ? t('images.dropNow') : t('images.dropHintMany')}
          </p>
          <Button variant="outline" size="sm" {...picker}>
            <ImagePlus aria-hidden className="size-4" />
            {t('images.addImages')}
          </Button>
        </div>
      )}
    </ImageDropZone>
  );
}
