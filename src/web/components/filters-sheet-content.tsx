import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Button, ICON_BUTTON_CLASSES } from './ui/button';

/**
 * The Filters sheet itself (Radix: a dialog that holds the focus, closed by Escape, a tap outside or
 * its close button), loaded by FiltersSheet when first wanted. A bottom sheet on a phone, a panel in
 * the middle of a tablet's screen.
 */
export default function FiltersSheetContent({
  open,
  onOpenChange,
  onClear,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onClear?: (() => void) | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-2xl bg-surface shadow-xl sm:inset-x-auto sm:left-1/2 sm:w-[32rem] sm:-translate-x-1/2">
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 py-2 pr-2 pl-5">
            <Dialog.Title className="text-lg font-semibold">{t('search.filters.title')}</Dialog.Title>
            <Dialog.Close aria-label={t('common.close')} className={ICON_BUTTON_CLASSES}>
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('search.filters.description')}</Dialog.Description>
          {/* Enter in a box applies the filters and shows the results, as 'Show results' does. */}
          <form
            className="flex min-h-0 flex-1 flex-col"
            onSubmit={(event) => {
              event.preventDefault();
              close();
            }}
          >
            <div className="flex flex-col gap-4 overflow-y-auto p-5">{children}</div>
            <div className="flex gap-3 border-t border-slate-200 p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
              {onClear && (
                <Button variant="outline" onClick={onClear}>
                  {t('search.clearFilters')}
                </Button>
              )}
              <Button type="submit" className="flex-1">
                {t('search.filters.show')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
