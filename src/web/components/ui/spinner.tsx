import { cn } from '#web/lib/cn';

/** A decorative spinner: the text next to it says what is happening. */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-6 animate-spin rounded-full border-2 border-brand-600 border-t-transparent',
        className,
      )}
    />
  );
}
