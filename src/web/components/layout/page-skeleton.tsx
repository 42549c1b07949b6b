import { useTranslation } from '#web/i18n/react';
import { Skeleton } from '../skeleton';

/**
 * A page on its way (a profile, a project, a service opened from a list): its heading, text and
 * picture as grey shapes where they will be, so the page does not jump when they arrive.
 */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-10">
      <span className="sr-only">{t('common.loading', { defaultValue: 'Loading...' })}</span>
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="mt-4 aspect-video w-full max-w-3xl rounded-2xl" />
      <Skeleton className="h-4 w-full max-w-3xl" />
      <Skeleton className="h-4 w-5/6 max-w-3xl" />
    </div>
  );
}
