import { useTranslation } from '#web/i18n/react';

/** A collection's name as shown: Saved has none of its own, so each language names it. */
export function useCollectionName() {
  const { t } = useTranslation();
  return (collection: { name: string | null }) => collection.name ?? t('collections.saved');
}
