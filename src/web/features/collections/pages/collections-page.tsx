import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#web/i18n/react';
import { LoadFailed } from '#web/components/load-failed';
import { RequireSession } from '#web/components/routing/require-session';
import { Skeleton } from '#web/components/skeleton';
import { Button, buttonClasses } from '#web/components/ui/button';
import type { PageData } from '#web/lib/page-data';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { ownCollectionsQuery, useOwnCollections } from '../api/collections';
import { NewCollectionForm } from '../components/new-collection-form';
import { OwnCollectionList } from '../components/own-collection-list';

// A member's page comes with their list; a visitor's read is refused, and the screen sends them to
// sign in whatever the read said.
export const pageData: PageData = async ({ queryClient }) => {
  await queryClient.prefetchQuery(ownCollectionsQuery);
  return undefined;
};

/** /collections: the member's Saved and named collections, which the account menu's 'Saved' opens. */
export default function CollectionsPage() {
  return (
    <RequireSession>
      <CollectionsScreen />
    </RequireSession>
  );
}

const GRID = 'mt-8 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3';

function CollectionsScreen() {
  const { t } = useTranslation();
  const collections = useOwnCollections();
  const [creating, setCreating] = useState(false);
  useDocumentTitle(t('collections.pageTitle'));
  const nothingSaved = collections.data?.every((collection) => collection.itemCount === 0) ?? false;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('collections.pageTitle')}</h1>
          <p className="mt-2 text-slate-600">{t('collections.intro')}</p>
        </div>
        {!creating && (
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden className="size-4" />
            {t('collections.new')}
          </Button>
        )}
      </div>
      {creating && (
        <section
          aria-labelledby="new-collection-heading"
          className="mt-6 max-w-md rounded-2xl border border-slate-200 bg-surface p-5 shadow-sm"
        >
          <h2 id="new-collection-heading" className="mb-4 font-semibold">
            {t('collections.new')}
          </h2>
          <NewCollectionForm onCreated={() => setCreating(false)} onCancel={() => setCreating(false)} />
        </section>
      )}
      {/* A read refused before signing in is read again: shapes meanwhile, not a failure. */}
      {collections.isPending || (!collections.data && collections.isFetching) ? (
        <ul className={GRID} aria-label={t('collections.pageTitle')} aria-busy="true">
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index}>
              <Skeleton className="aspect-video rounded-2xl" />
              <Skeleton className="mt-3 h-5 w-1/2" />
            </li>
          ))}
        </ul>
      ) : !collections.data ? (
        <LoadFailed onRetry={() => void collections.refetch()} />
      ) : (
        <>
          {nothingSaved && (
            <div className="mt-8 rounded-2xl border border-dashed border-slate-300 p-6 text-center">
              <h2 className="font-semibold">{t('collections.emptyTitle')}</h2>
              <p className="mt-1 text-sm text-slate-600">{t('collections.emptyText')}</p>
              <Link to="/explore" className={buttonClasses('outline', 'md', 'mt-4')}>
                {t('collections.explore')}
              </Link>
            </div>
          )}
          <OwnCollectionList collections={collections.data} className={GRID} />
        </>
      )}
    </div>
  );
}
