import { ImagePlus, Trash2 } from 'lucide-react';
import { useImageLimits } from '#web/components/forms/use-image-limits';
import { useTranslation } from '#web/i18n/react';
import { PROJECT_IMAGE_MAX_BYTES, type ProjectLicence } from '#shared/constants';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { imageFileProblem } from '#web/lib/image-file-problem';
import { useUploadCover } from '../api/projects';
import { StoredImage } from '#web/components/stored-image';
import { ImageDropZone } from '#web/components/forms/image-drop-zone';

/** The cover: uploaded as soon as it is chosen, so it previews as stored; the form keeps its URL. */
export function ProjectCoverField({
  licence,
  value,
  onChange,
  error,
}: {
  /** The licence the form shows, written into the image's copies. */
  licence: ProjectLicence;
  value: string | null;
  onChange: (coverUrl: string | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const imageLimits = useImageLimits();
  const upload = useUploadCover();

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = imageFileProblem(file, PROJECT_IMAGE_MAX_BYTES);
    if (problem) {
      showToast({
        title: t('project.form.coverFailed'),
        description: t(`errors.${problem}`),
        variant: 'destructive',
      });
      return;
    }
    upload.mutate(
      { file, licence },
      {
        onSuccess: (coverUrl) => {
          onChange(coverUrl);
          showToast({ title: t('project.form.coverUploaded') });
        },
        onError: (failure) =>
          showToast({
            title: t('project.form.coverFailed'),
            description: apiErrorText(t, failure),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <ImageDropZone
      label={t('project.form.uploadCover')}
      disabled={upload.isPending}
      onFiles={([file]) => choose(file)}
      className="flex flex-col gap-2 rounded-xl"
    >
      {({ picker, dragging }) => (
        <>
          <span className="text-sm font-medium text-slate-800">{t('project.form.fields.coverUrl')}</span>
          <div className="relative aspect-video w-full max-w-md overflow-hidden rounded-xl border border-dashed border-slate-300 bg-slate-50">
            {value ? (
              <StoredImage
                src={value}
                alt={t('project.form.coverPreview')}
                sizes="(min-width: 448px) 448px, 100vw"
                className="size-full object-cover"
              />
            ) : (
              <p className="flex size-full items-center justify-center p-4 text-center text-sm text-slate-500">
                {dragging ? t('images.dropNow') : t('images.dropHint')}
              </p>
            )}
            {upload.isPending && (
              <div className="absolute inset-0 flex items-center justify-center bg-surface/60">
                <Spinner />
                <span role="status" className="sr-only">
                  {t('settings.images.uploading')}
                </span>
              </div>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="outline" size="sm" disabled={upload.isPending} {...picker}>
              <ImagePlus aria-hidden className="size-4" />
              {t('project.form.uploadCover')}
            </Button>
            {value && (
              <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
                <Trash2 aria-hidden className="size-4" />
                {t('project.form.removeCover')}
              </Button>
            )}
            <span className="text-xs text-slate-500">{`${t('project.form.coverHint')} ${imageLimits}`}</span>
          </div>
          {error && <p className="text-xs font-medium text-red-700">{error}</p>}
        </>
      )}
    </ImageDropZone>
  );
}
