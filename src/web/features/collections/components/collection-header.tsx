import { Globe, Lock, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#web/i18n/react';
import type { CollectionPage } from '#shared/schemas/collections';
import { MemberAvatar } from '#web/components/member-avatar';
import { ShareButton } from '#web/components/share-button';
import { Button } from '#web/components/ui/button';
import { useCollectionName } from './collection-name';
import { RenameCollectionForm } from './rename-collection-form';
import { useVisibilityToggle } from './use-visibility-toggle';
import { VisibilityBadge } from './visibility-badge';

/**
 * A collection page's head: its name, whose it is, how many projects, public or private; Share
 * for a public one, and its owner's tools (rename in place, make public or private) on a named one.
 */
export function CollectionHeader({ collection }: { collection: CollectionPage }) {
  const { t } = useTranslation();
  const nameOf = useCollectionName();
  const name = nameOf(collection);
  const ownerName = collection.owner.displayName ?? collection.owner.handle;
  const [renaming, setRenaming] = useState(false);
  const visibility = useVisibilityToggle(collection);
  const ownerTools = collection.isOwner && collection.name !== null;
  return (
    <header>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{name}</h1>
          <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-slate-600">
            <Link
              to={`/${encodeURIComponent(collection.owner.handle)}`}
              className="inline-flex items-center gap-2 font-medium text-slate-800 hover:underline pointer-coarse:min-h-11"
            >
              <MemberAvatar
                url={collection.owner.avatarUrl}
                name={ownerName}
                handle={collection.owner.handle}
                px={28}
                className="size-7 text-xs"
              />
              {t('collections.byOwner', { name: ownerName })}
            </Link>
            <span>{t('collections.itemCount', { count: collection.itemCount })}</span>
            <VisibilityBadge isPublic={collection.isPublic} />
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {collection.isPublic && (
            <ShareButton title={name} path={`/collections/${encodeURIComponent(collection.id)}`} />
          )}
          {ownerTools && !renaming && (
            <>
              <Button variant="outline" onClick={() => setRenaming(true)}>
                <Pencil aria-hidden className="size-4" />
                {t('collections.rename')}
              </Button>
              <Button variant="outline" disabled={visibility.pending} onClick={visibility.toggle}>
                {collection.isPublic ? (
                  <Lock aria-hidden className="size-4" />
                ) : (
                  <Globe aria-hidden className="size-4" />
                )}
                {visibility.label}
              </Button>
            </>
          )}
        </div>
      </div>
      {renaming && (
        <div className="mt-4 max-w-md">
          <RenameCollectionForm
            collectionId={collection.id}
            name={collection.name ?? ''}
            onDone={() => setRenaming(false)}
          />
        </div>
      )}
      {collection.isOwner && !collection.isPublic && (
        <p className="mt-4 text-sm text-slate-500">{t('collections.privateNote')}</p>
      )}
    </header>
  );
}
