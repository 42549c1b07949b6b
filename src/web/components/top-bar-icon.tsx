import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn';
import { ICON_BUTTON_CLASSES } from './ui/button';

/**
 * A top-bar icon control (requests, messages, notifications): 44 px under a finger; from 1280 px a
 * column with its word under the icon. Below that, the word is a tooltip on hover and keyboard focus.
 */
export const TOP_BAR_ICON_CLASSES = cn(
  ICON_BUTTON_CLASSES,
  'group outline-none focus-visible:ring-2 focus-visible:ring-brand-600 xl:h-14 xl:w-auto xl:min-w-16 xl:flex-col xl:gap-1 xl:px-1.5 xl:py-1 xl:pointer-coarse:h-14 xl:pointer-coarse:w-auto',
);

/**
 * The word of a top-bar icon, shown under it on a wide screen and as a tooltip on a narrower one (or
 * always a tooltip: the account menu's face, at the bar's end, so its tooltip ends there too). Hidden
 * from screen readers: the control's own name says it, with its count. Out of the layout until
 * shown: a hidden tooltip past the screen's edge would still make the page scroll sideways.
 */
export function TopBarIconLabel({
  children,
  tooltipOnly = false,
}: {
  children: ReactNode;
  tooltipOnly?: boolean;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        // The tooltip: below the icon, on hover (a mouse's, not a tap's) or keyboard focus.
        'pointer-events-none absolute top-full z-50 mt-1.5 hidden rounded-md bg-slate-900 px-2 py-1 text-xs font-medium whitespace-nowrap text-surface shadow-md group-hover:block group-focus-visible:block',
        tooltipOnly ? 'right-0 group-data-[state=open]:hidden!' : 'left-1/2 -translate-x-1/2',
        // The word under the icon, from 1280 px.
        !tooltipOnly &&
          'xl:static xl:mt-0 xl:block xl:max-w-28 xl:translate-x-0 xl:truncate xl:rounded-none xl:bg-transparent xl:p-0 xl:text-[11px] xl:leading-none xl:text-slate-600 xl:shadow-none',
      )}
    >
      {children}
    </span>
  );
}
