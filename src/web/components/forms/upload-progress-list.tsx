import { useTranslation } from '#web/i18n/react';

export type UploadInFlight = { id: number; name: string; progress: number };

/** Each file on its way, with how much of it has gone. */
export function UploadProgressList({ uploads }: { uploads: UploadInFlight[] }) {
  const { t } = useTranslation();
  if (uploads.length === 0) return null;
  return (
    <ul className="flex flex-col gap-2" aria-label={t('images.uploading')}>
      {uploads.map((upload) => {
        const percent = Math.round(upload.progress * 100);
        return (
          <li key={upload.id} className="flex flex-col gap-1">
            <span className="truncate text-xs text-slate-600">{upload.name}</span>
            <div
              role="progressbar"
              aria-label={t('images.uploadingFile', { name: upload.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-1.5 overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className="h-full rounded-full bg-brand-600 transition-[width]"
                style={{ width: `${percent}%` }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
