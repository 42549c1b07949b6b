import { Globe, Lock } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '#web/i18n/react';
import type { CollectionSummary } from '#shared/schemas/collections';
import { Button } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { Switch } from '#web/components/ui/switch';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { useOwnCollections, useProjectSaves } from '../api/collections';
import { useToggleSave } from '../api/saves';
import { CollectionThumb } from './collection-covers';
import { useCollectionName } from './collection-name';

/** The member's collections as switches: on where the project is kept. */
export function SaveTargets({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const collections = useOwnCollections();
  const saves = useProjectSaves(projectId, { enabled: true });
  const toggle = useToggleSave(projectId);
  if (collections.isPending || saves.isPending) {
    return (
      <p role="status" className="flex items-center gap-3 py-4 text-sm text-slate-600">
        <Spinner className="size-5" />
        {t('collections.dialog.loading')}
      </p>
    );
  }
  if (!collections.data || !saves.data) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 py-2 text-sm text-red-700">
        {apiErrorText(t, collections.error ?? saves.error)}
        <Button
          variant="outline"
          size="sm"
          onClick={() => void Promise.all([collections.refetch(), saves.refetch()])}
        >
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  const held = new Set(saves.data.collectionIds);
  const change = (collectionId: string, saved: boolean) =>
    toggle.mutate(
      { collectionId, saved },
      {
        onError: (error) =>
          showToast({
            title: saved ? t('collections.saveFailed') : t('collections.unsaveFailed'),
            description: apiErrorText(t, error),
            variant: 'destructive',
          }),
      },
    );
  return (
    <ul className="flex flex-col gap-1" aria-label={t('collections.dialog.listLabel')}>
      {collections.data.map((collection) => (
        <SaveTarget
          key={collection.id}
          collection={collection}
          saved={held.has(collection.id)}
          onChange={(saved) => change(collection.id, saved)}
        />
      ))}
    </ul>
  );
}

function SaveTarget({
  collection,
  saved,
  onChange,
}: {
  collection: CollectionSummary;
  saved: boolean;
  onChange: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const nameOf = useCollectionName();
  const Visibility = collection.isPublic ? Globe : Lock;
  return (
    <li>
      {/* The whole row is the switch's label, so a finger anywhere on it reaches the switch. */}
      <label
        htmlFor={id}
        className="flex min-h-14 cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-slate-50"
      >
        <CollectionThumb covers={collection.covers} saved={collection.name === null} />
        <span className="min-w-0 flex-1">
          <span id={`${id}-name`} className="block truncate font-medium">
            {nameOf(collection)}
          </span>
          <span id={`${id}-meta`} className="flex items-center gap-1 text-xs text-slate-500">
            <Visibility aria-hidden className="size-3" />
            {collection.isPublic ? t('collections.public') : t('collections.private')}
            {' · '}
            {t('collections.itemCount', { count: collection.itemCount })}
          </span>
        </span>
        <Switch
          id={id}
          checked={saved}
          onCheckedChange={onChange}
          className="min-h-6"
          aria-labelledby={`${id}-name`}
          aria-describedby={`${id}-meta`}
        />
      </label>
    </li>
  );
}
