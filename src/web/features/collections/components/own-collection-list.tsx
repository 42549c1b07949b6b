import { useTranslation } from '#web/i18n/react';
import type { CollectionSummary } from '#shared/schemas/collections';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { useReorderCollections } from '../api/collection-edits';
import { moveButtonId, OwnCollectionItem } from './own-collection-item';

/**
 * The member's collections as tiles, Saved first. Moving one sends the whole new order; a refusal
 * (another tab changed the list) puts the old order back and says why.
 */
export function OwnCollectionList({
  collections,
  className,
}: {
  collections: CollectionSummary[];
  className: string;
}) {
  const { t } = useTranslation();
  const reorder = useReorderCollections();
  const [saved, named] = [
    collections.filter((collection) => collection.name === null),
    collections.filter((collection) => collection.name !== null),
  ];

  const move = (index: number, direction: 'up' | 'down') => {
    const target = direction === 'up' ? index - 1 : index + 1;
    const moving = named[index];
    const other = named[target];
    if (!moving || !other) return;
    const order = [...named];
    order[index] = other;
    order[target] = moving;
    reorder.mutate([...saved, ...order], {
      onError: (error) =>
        showToast({
          title: t('collections.moveFailed'),
          description: apiErrorText(t, error),
          variant: 'destructive',
        }),
    });
    // The tile moved in the page: the focus goes with it, to the same button if it still can move.
    const canStill = direction === 'up' ? target > 0 : target < named.length - 1;
    const focusDirection = canStill ? direction : direction === 'up' ? 'down' : 'up';
    requestAnimationFrame(() => document.getElementById(moveButtonId(moving.id, focusDirection))?.focus());
  };

  return (
    <ul className={className} aria-label={t('collections.pageTitle')}>
      {[...saved, ...named].map((collection) => {
        const index = named.indexOf(collection);
        return (
          <li key={collection.id}>
            <OwnCollectionItem
              collection={collection}
              canMoveUp={index > 0}
              canMoveDown={index >= 0 && index < named.length - 1}
              onMove={(direction) => move(index, direction)}
            />
          </li>
        );
      })}
    </ul>
  );
}
