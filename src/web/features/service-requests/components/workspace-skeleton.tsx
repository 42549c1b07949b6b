import { useTranslation } from '#web/i18n/react';
import { Skeleton } from '#web/components/skeleton';

/** The workspace on its way: its head, thread and sidebar as grey shapes where they will be. */
export function WorkspaceSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 sm:py-8">
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-8 w-2/3" />
      <div className="flex items-center gap-3">
        <Skeleton className="size-10 rounded-full" />
        <Skeleton className="h-4 w-40" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-4 lg:col-start-2 lg:row-start-1">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-2/3" />
        </div>
        <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 p-4 lg:col-start-1 lg:row-start-1">
          <Skeleton className="h-10 w-3/5 rounded-2xl" />
          <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
          <Skeleton className="h-10 w-2/5 rounded-2xl" />
          <Skeleton className="mt-6 h-16 w-full rounded-lg" />
        </div>
      </div>
    </div>
  );
}
