import { cn } from '#web/lib/cn';

/** A grey shape where content is on its way, shaped like it (decorative: the list says it is busy). */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cn('block animate-pulse rounded-md bg-slate-200', className)} />;
}
