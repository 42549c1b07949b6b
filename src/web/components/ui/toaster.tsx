import { X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#web/i18n/react';
import { cn } from '#web/lib/cn';
import { chooseToastPlacement, measureBottomBars, TOAST_GAP, type ToastPlacement } from './toast-placement';
import { dismissToast, useToasts } from './toast-store';

// What a person uses: the last one pressed or typed into is the control a toast must not cover.
const CONTROLS =
  'button, a[href], input, select, textarea, label, [role="button"], [role="menuitem"], [role="tab"], [role="switch"], [role="checkbox"]';

/** The control last pressed or typed into, outside the toasts themselves. */
function useLastUsedControl(region: RefObject<HTMLElement | null>) {
  const last = useRef<Element | null>(null);
  useEffect(() => {
    const note = (event: Event) => {
      const control = event.target instanceof Element ? event.target.closest(CONTROLS) : null;
      if (control && !region.current?.contains(control)) last.current = control;
    };
    document.addEventListener('pointerdown', note, true);
    document.addEventListener('keydown', note, true);
    return () => {
      document.removeEventListener('pointerdown', note, true);
      document.removeEventListener('keydown', note, true);
    };
  }, [region]);
  return last;
}

const AT_THE_BOTTOM: ToastPlacement = { edge: 'bottom', offset: TOAST_GAP };

/** The region's place on screen: from the bottom, above the phone's own bar when no bar of ours is there. */
function placementStyle({ edge, offset }: ToastPlacement): CSSProperties {
  if (edge === 'top') return { top: offset };
  return { bottom: offset === TOAST_GAP ? `calc(${offset}px + env(safe-area-inset-bottom))` : offset };
}

/**
 * Where toasts appear: at the bottom (the bottom-right corner on a wider screen), above any bar fixed
 * there, and under the top bar only when the bottom would cover the control just used
 * (toast-placement.ts). The live region is always in the page, so screen readers announce each
 * toast as it is added; errors are announced assertively.
 */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const urgent = toasts.some((toast) => toast.variant === 'destructive');
  const region = useRef<HTMLDivElement>(null);
  const lastControl = useLastUsedControl(region);
  const [placement, setPlacement] = useState<ToastPlacement>(AT_THE_BOTTOM);

  // Placed before the toast paints, and again when the screen changes size.
  useLayoutEffect(() => {
    const stack = region.current;
    if (toasts.length === 0 || !stack) return;
    const place = () => {
      const control = lastControl.current?.isConnected ? lastControl.current.getBoundingClientRect() : null;
      setPlacement(
        chooseToastPlacement({
          viewportHeight: window.innerHeight,
          bottomBarsHeight: measureBottomBars(stack),
          topBarBottom: document.querySelector('[data-top-bar]')?.getBoundingClientRect().bottom ?? 0,
          stack: stack.getBoundingClientRect(),
          control,
        }),
      );
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [toasts, lastControl]);

  return (
    <div
      ref={region}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-placement={placement.edge}
      style={placementStyle(placement)}
      className="pointer-events-none fixed inset-x-0 z-[100] flex flex-col items-center gap-2 px-4 sm:right-4 sm:left-auto sm:items-end sm:px-0"
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
