import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '#web/lib/cn';

/** A labelled drop-down with an optional error, wired for screen readers like TextField. */
export function SelectField({
  label,
  error,
  className,
  selectClassName,
  hideLabel = false,
  children,
  ...selectProps
}: ComponentProps<'select'> & {
  label: string;
  /** The label for screen readers only, where a table's column already names the field. */
  hideLabel?: boolean;
  error?: string | undefined;
  /** Classes for the select itself (a width limit, say); `className` is the wrapper's. */
  selectClassName?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className={cn('text-sm font-medium text-slate-800', hideLabel && 'sr-only')}>
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(
          'h-10 rounded-lg border bg-surface px-3 text-sm',
          error ? 'border-red-400' : 'border-slate-300',
          selectClassName,
        )}
        {...selectProps}
      >
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
