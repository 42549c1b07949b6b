import { useTranslation } from '#web/i18n/react';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { useChangeCollection } from '../api/collection-edits';

/** Makes a named collection public or private, saying which it now is. */
export function useVisibilityToggle(collection: { id: string; isPublic: boolean }) {
  const { t } = useTranslation();
  const change = useChangeCollection(collection.id);
  const next = !collection.isPublic;
  const toggle = () =>
    change.mutate(
      { isPublic: next },
      {
        onSuccess: () =>
          showToast({ title: next ? t('collections.nowPublic') : t('collections.nowPrivate') }),
        onError: (error) =>
          showToast({
            title: t('collections.visibilityFailed'),
            description: apiErrorText(t, error),
            variant: 'destructive',
          }),
      },
    );
  return {
    toggle,
    pending: change.isPending,
    label: next ? t('collections.makePublic') : t('collections.makePrivate'),
  };
}
