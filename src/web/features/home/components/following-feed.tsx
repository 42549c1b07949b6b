import { useInfiniteQuery } from '@tanstack/react-query';
import { ProjectCard, ProjectCardSkeleton } from '#web/components/cards/project-card';
import { ServiceCard } from '#web/components/cards/service-card';
import { LoadFailed } from '#web/components/load-failed';
import { LoadMore } from '#web/components/load-more';
import { useTranslation } from '#web/i18n/react';
import { followingFeedQuery } from '../api/home';
import { FeedCounts } from './feed-counts';

/**
 * The new work of the people a member follows, newest first: projects with their counts and
 * services as their cards show them everywhere, more pages as the end scrolls into view.
 */
export function FollowingFeed() {
  const { t } = useTranslation();
  const feed = useInfiniteQuery(followingFeedQuery);
  const items = feed.data?.pages.flatMap((page) => page.items) ?? [];
  if (feed.isPending) {
    return (
      <ul aria-busy="true" aria-label={t('home.feed.loading')} className="grid gap-6 sm:grid-cols-2">
        {[0, 1, 2, 3].map((index) => (
          <li key={index}>
            <ProjectCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (feed.isError && items.length === 0) return <LoadFailed onRetry={() => void feed.refetch()} />;
  if (items.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-slate-600">
        {t('home.feed.empty')}
      </p>
    );
  }
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2">
        {items.map((item) => (
          <li key={`${item.kind}:${item.id}`}>
            {item.kind === 'project' ? (
              <>
                <ProjectCard project={item} />
                <FeedCounts project={item} />
              </>
            ) : (
              <ServiceCard service={item} />
            )}
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={feed.hasNextPage}
        loading={feed.isFetchingNextPage}
        onLoad={() => void feed.fetchNextPage()}
      />
    </>
  );
}
