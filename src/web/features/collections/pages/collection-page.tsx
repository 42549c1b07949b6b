import { X } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '#web/i18n/react';
import { type CollectionPage as CollectionPageData, SAVED_COLLECTION } from '#shared/schemas/collections';
import type { ProjectCard as ProjectCardData } from '#shared/schemas/projects';
import { ProjectCard, ProjectCardSkeleton } from '#web/components/cards/project-card';
import { PageSkeleton } from '#web/components/layout/page-skeleton';
import { LoadFailed } from '#web/components/load-failed';
import { ResultsGrid } from '#web/components/results-grid';
import { RequireSession } from '#web/components/routing/require-session';
import { Button, buttonClasses } from '#web/components/ui/button';
import { showToast } from '#web/components/ui/toast-store';
import { ApiRequestError } from '#web/lib/api-client';
import { apiErrorText } from '#web/lib/api-error-text';
import { outcomeOfQuery, type PageData } from '#web/lib/page-data';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { collectionPageQuery, useCollectionPage } from '../api/collections';
import { useRemoveFromCollection } from '../api/collection-edits';
import { CollectionHeader } from '../components/collection-header';
import { useCollectionName } from '../components/collection-name';

// A public collection is rendered on the server for visitors and crawlers; Saved is its owner's
// alone, so it waits for the browser (and a visitor there is sent to sign in).
export const pageData: PageData = async ({ params, queryClient }) => {
  const collectionId = params.collectionId ?? '';
  if (collectionId === SAVED_COLLECTION) return undefined;
  const query = collectionPageQuery(collectionId);
  await queryClient.prefetchInfiniteQuery(query);
  return outcomeOfQuery(queryClient, query.queryKey);
};

/** /collections/{id} and /collections/saved: a collection's projects, newest save first. */
export default function CollectionPage() {
  const { collectionId = '' } = useParams();
  if (collectionId === SAVED_COLLECTION) {
    return (
      <RequireSession>
        <CollectionScreen collectionId={collectionId} />
      </RequireSession>
    );
  }
  return <CollectionScreen collectionId={collectionId} />;
}

function CollectionScreen({ collectionId }: { collectionId: string }) {
  const { t } = useTranslation();
  const nameOf = useCollectionName();
  const page = useCollectionPage(collectionId);
  const first = page.data?.pages[0];
  useDocumentTitle(
    first ? nameOf(first) : page.isPending ? t('collections.pageTitle') : t('collections.notFoundTitle'),
  );

  // Offline, the read waits rather than fails: say so instead of loading forever.
  if (page.isPending && page.fetchStatus === 'paused') {
    return <LoadFailed pageHeading onRetry={() => void page.refetch()} />;
  }
  if (page.isPending) return <PageSkeleton />;
  if (!first) {
    const missing = page.error instanceof ApiRequestError && [400, 404].includes(page.error.status);
    if (!missing) return <LoadFailed pageHeading onRetry={() => void page.refetch()} />;
    return (
      <div className="flex min-h-[50vh] flex-col items-center justify-center px-4 py-16 text-center">
        <h1 className="text-3xl font-bold">{t('collections.notFoundTitle')}</h1>
        <p className="mt-3 text-slate-600">{t('collections.notFoundText')}</p>
        <Link to="/explore" className={buttonClasses('primary', 'lg', 'mt-8')}>
          {t('collections.explore')}
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <CollectionHeader collection={first} />
      {first.itemCount === 0 && first.items.length === 0 ? (
        <div className="mt-10 rounded-2xl border border-dashed border-slate-300 p-8 text-center">
          <p className="font-semibold">{t('collections.emptyCollection')}</p>
          {first.isOwner && (
            <p className="mt-1 text-sm text-slate-600">{t('collections.emptyCollectionOwner')}</p>
          )}
          <Link to="/explore" className={buttonClasses('outline', 'md', 'mt-4')}>
            {t('collections.explore')}
          </Link>
        </div>
      ) : (
        <ResultsGrid
          results={page}
          label={t('collections.gridLabel', { name: nameOf(first) })}
          emptyText={t('collections.emptyCollection')}
          gridClassName="sm:grid-cols-2 lg:grid-cols-3"
          keyOf={(project) => project.id}
          skeleton={<ProjectCardSkeleton />}
          renderItem={(project) =>
            first.isOwner ? (
              <OwnedItem collection={first} project={project} />
            ) : (
              <ProjectCard project={project} />
            )
          }
        />
      )}
    </div>
  );
}

/** A project in the owner's own collection, with the way to take it out under it. */
function OwnedItem({ collection, project }: { collection: CollectionPageData; project: ProjectCardData }) {
  const { t } = useTranslation();
  const remove = useRemoveFromCollection(collection.id);
  const takeOut = () =>
    remove.mutate(project.id, {
      onError: (error) =>
        showToast({
          title: t('collections.removeFailed'),
          description: apiErrorText(t, error),
          variant: 'destructive',
        }),
    });
  return (
    <div className="flex h-full flex-col gap-2">
      <div className="flex-1">
        <ProjectCard project={project} />
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="self-start"
        disabled={remove.isPending}
        aria-label={t('collections.removeLabel', { title: project.title })}
        onClick={takeOut}
      >
        <X aria-hidden className="size-4" />
        {t('collections.remove')}
      </Button>
    </div>
  );
}
