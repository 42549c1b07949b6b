import { useTranslation } from '#web/i18n/react';
import { useProfileCollections } from '../api/collections';
import { CollectionTile } from './collection-tile';

/**
 * A profile's public collections that hold something, under the work; nothing at all while there
 * are none (or they cannot be read: the profile stands without them).
 */
export function ProfileCollections({ handle, className }: { handle: string; className?: string }) {
  const { t } = useTranslation();
  const collections = useProfileCollections(handle);
  const shown = collections.data?.filter((collection) => collection.itemCount > 0) ?? [];
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="collections-heading" className={className}>
      <h2 id="collections-heading" className="text-xl font-semibold">
        {t('collections.profileHeading')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 sm:gap-6 xl:grid-cols-3">
        {shown.map((collection) => (
          <li key={collection.id}>
            <CollectionTile
              collectionId={collection.id}
              name={collection.name}
              covers={collection.covers}
              itemCount={collection.itemCount}
              heading="h3"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
