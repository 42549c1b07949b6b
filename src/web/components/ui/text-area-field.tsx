import { useId, type ComponentProps } from 'react';
import { cn } from '#web/lib/cn';

/** A labelled multi-line input with a character counter when it has a limit. */
export function TextAreaField({
  label,
  error,
  value,
  maxLength,
  className,
  ...props
}: ComponentProps<'textarea'> & { label: string; error?: string; value: string }) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-count`}
        className={cn(
          'min-h-24 rounded-lg border bg-surface px-3 py-2 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100',
          error ? 'border-red-400' : 'border-slate-300',
        )}
        {...props}
      />
      <div className="flex justify-between text-xs">
        <span id={`${id}-error`} className="font-medium text-red-700">
          {error}
        </span>
        {maxLength !== undefined && (
          <span id={`${id}-count`} className={value.length > maxLength ? 'text-red-700' : 'text-slate-500'}>
            {value.length}/{maxLength}
          </span>
        )}
      </div>
    </div>
  );
}
