import { X } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '#web/i18n/react';
import { cn } from '#web/lib/cn';
import { dismissToast, useToasts } from './toast-store';

/**
 * Where toasts appear. The live region is always in the page, so screen readers announce each
 * toast as it is added; errors are announced assertively.
 */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const urgent = toasts.some((toast) => toast.variant === 'destructive');
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic="true"
      className="pointer-events-none fixed inset-x-0 top-4 z-[100] flex flex-col items-center gap-2 px-4 sm:top-auto sm:right-4 sm:bottom-4 sm:left-auto sm:items-end"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={cn(
            'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg',
            toast.variant === 'destructive'
              ? 'border-red-200 bg-red-50 text-red-900'
              : 'border-slate-200 bg-surface text-slate-900',
          )}
        >
          <div className="flex-1">
            <p className="text-sm font-semibold">{toast.title}</p>
            {toast.description && (
              <p className="mt-1 text-sm whitespace-pre-line opacity-90">{toast.description}</p>
            )}
            {toast.action && (
              <Link
                to={toast.action.to}
                onClick={() => dismissToast(toast.id)}
                className="touch-target mt-1 inline-flex items-center text-sm font-semibold text-brand-700 underline underline-offset-2"
              >
                {toast.action.label}
              </Link>
            )}
          </div>
          <button
            type="button"
            onClick={() => dismissToast(toast.id)}
            aria-label={t('toast.close')}
            className="rounded p-1 opacity-70 hover:opacity-100"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      ))}
    </div>
  );
}
