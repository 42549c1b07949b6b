import * as Dialog from '@radix-ui/react-dialog';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Button, ICON_BUTTON_CLASSES } from '#web/components/ui/button';
import { NewCollectionForm } from './new-collection-form';
import { SaveTargets } from './save-targets';

/**
 * 'Save to…' (Radix: holds the focus, closed by Escape, a tap outside or its buttons), loaded by
 * useSaveDialog when first wanted. A sheet from the bottom on a phone, a panel in the middle wider.
 * Each collection is a switch that saves or unsaves at once; 'New collection' makes one with the
 * project in it.
 */
export default function SaveDialog({
  projectId,
  open,
  onOpenChange,
}: {
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const changeOpen = (next: boolean) => {
    if (!next) setCreating(false);
    onOpenChange(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-2xl bg-surface shadow-xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[28rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl">
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 py-2 pr-2 pl-5">
            <Dialog.Title className="text-lg font-semibold">{t('collections.dialog.title')}</Dialog.Title>
            <Dialog.Close aria-label={t('common.close')} className={ICON_BUTTON_CLASSES}>
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t('collections.dialog.description')}</Dialog.Description>
          <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto p-4">
            <SaveTargets projectId={projectId} />
            <section aria-label={t('collections.new')} className="border-t border-slate-200 pt-4">
              {creating ? (
                <NewCollectionForm
                  projectId={projectId}
                  onCreated={() => setCreating(false)}
                  onCancel={() => setCreating(false)}
                />
              ) : (
                <Button variant="ghost" className="w-full justify-start" onClick={() => setCreating(true)}>
                  <Plus aria-hidden className="size-4" />
                  {t('collections.new')}
                </Button>
              )}
            </section>
          </div>
          <div className="border-t border-slate-200 p-4 pb-[max(1rem,env(safe-area-inset-bottom))]">
            <Dialog.Close asChild>
              <Button className="w-full">{t('collections.dialog.done')}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
