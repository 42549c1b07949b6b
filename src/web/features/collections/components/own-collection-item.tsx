import { ArrowDown, ArrowUp, Globe, Lock, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import type { CollectionSummary } from '#shared/schemas/collections';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { ICON_BUTTON_CLASSES } from '#web/components/ui/button';
import { OverflowMenu } from '#web/components/ui/overflow-menu';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { cn } from '#web/lib/cn';
import { useDeleteCollection } from '../api/collection-edits';
import { CollectionTile } from './collection-tile';
import { useCollectionName } from './collection-name';
import { RenameCollectionForm } from './rename-collection-form';
import { useVisibilityToggle } from './use-visibility-toggle';
import { VisibilityBadge } from './visibility-badge';

const MOVE_BUTTON = cn(ICON_BUTTON_CLASSES, 'disabled:pointer-events-none disabled:opacity-40');

/** The id of a move button, for giving it the focus back once its tile has moved. */
export const moveButtonId = (collectionId: string, direction: 'up' | 'down') =>
  `move-${direction}-${collectionId}`;

/**
 * One of the member's collections in their list. A named one brings its tools: Move up and Move
 * down (buttons, so a keyboard and a screen reader reorder as a finger does), and behind '⋯'
 * Rename (in place), Make public or private, and Delete (asked first).
 */
export function OwnCollectionItem({
  collection,
  canMoveUp,
  canMoveDown,
  onMove,
}: {
  collection: CollectionSummary;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (direction: 'up' | 'down') => void;
}) {
  const { t } = useTranslation();
  const nameOf = useCollectionName();
  const name = nameOf(collection);
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const visibility = useVisibilityToggle(collection);
  const remove = useDeleteCollection();
  const named = collection.name !== null;

  const confirmDelete = () =>
    remove.mutate(collection.id, {
      onSuccess: () => {
        setConfirming(false);
        showToast({ title: t('collections.deleted') });
      },
      onError: (error) =>
        showToast({
          title: t('collections.deleteFailed'),
          description: apiErrorText(t, error),
          variant: 'destructive',
        }),
    });

  const tools = named && (
    <>
      {renaming ? (
        <RenameCollectionForm
          collectionId={collection.id}
          name={collection.name ?? ''}
          onDone={() => setRenaming(false)}
        />
      ) : (
        <>
          <button
            type="button"
            id={moveButtonId(collection.id, 'up')}
            className={MOVE_BUTTON}
            aria-label={t('collections.moveUpLabel', { name })}
            title={t('collections.moveUp')}
            disabled={!canMoveUp}
            onClick={() => onMove('up')}
          >
            <ArrowUp aria-hidden className="size-5" />
          </button>
          <button
            type="button"
            id={moveButtonId(collection.id, 'down')}
            className={MOVE_BUTTON}
            aria-label={t('collections.moveDownLabel', { name })}
            title={t('collections.moveDown')}
            disabled={!canMoveDown}
            onClick={() => onMove('down')}
          >
            <ArrowDown aria-hidden className="size-5" />
          </button>
          <span className="flex-1" />
          <OverflowMenu
            label={t('collections.moreActions', { name })}
            items={[
              {
                key: 'rename',
                label: t('collections.rename'),
                icon: Pencil,
                onSelect: () => setRenaming(true),
              },
              {
                key: 'visibility',
                label: visibility.label,
                icon: collection.isPublic ? Lock : Globe,
                onSelect: visibility.toggle,
                disabled: visibility.pending,
              },
              {
                key: 'delete',
                label: t('collections.delete'),
                icon: Trash2,
                onSelect: () => setConfirming(true),
              },
            ]}
          />
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('collections.deleteTitle', { name })}
        description={t('collections.deleteText')}
        confirmLabel={t('collections.delete')}
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );

  return (
    <CollectionTile
      collectionId={collection.id}
      name={name}
      covers={collection.covers}
      itemCount={collection.itemCount}
      saved={!named}
      badge={<VisibilityBadge isPublic={collection.isPublic} />}
    >
      {tools}
    </CollectionTile>
  );
}
