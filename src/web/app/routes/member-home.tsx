import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '#web/i18n/react';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useSession } from '#web/lib/session';
import { DraftsSummary } from '#web/features/drafts/components/drafts-summary';
import { FollowCreatorButton } from '#web/features/follows/components/follow-creator-button';
import { HOME_KEY, homeOverviewQuery } from '#web/features/home/api/home';
import { FollowingFeed } from '#web/features/home/components/following-feed';
import { NextSteps } from '#web/features/home/components/next-steps';
import { SuggestedCreators } from '#web/features/home/components/suggested-creators';
import { UnreadConversations } from '#web/features/messages/components/unread-conversations';
import { RequestsWithNews } from '#web/features/service-requests/components/requests-with-news';

/**
 * A member's home: beside the work of the people they follow (above it on a phone), what asks for
 * their attention (a new creator's next steps, requests with news, unread messages, drafts); while
 * they follow no one, creators to follow instead of an empty feed.
 */
export default function MemberHome() {
  const { t } = useTranslation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const overview = useQuery(homeOverviewQuery);
  useDocumentTitle(t('home.documentTitle'));
  const name = user?.profile.displayName ?? user?.profile.handle ?? '';
  const followsNoOne = overview.data?.followingCount === 0;
  const refreshHome = () => void queryClient.invalidateQueries({ queryKey: HOME_KEY });
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-x-10">
      <h1 className="text-2xl font-bold tracking-tight lg:col-span-2">{t('home.heading', { name })}</h1>
      <aside
        aria-label={t('home.attention.label')}
        className="flex flex-col gap-4 empty:hidden lg:col-start-2 lg:row-start-2"
      >
        {overview.data && <NextSteps steps={overview.data.nextSteps} />}
        <RequestsWithNews />
        <UnreadConversations />
        <DraftsSummary />
      </aside>
      <div className="min-w-0 lg:col-start-1 lg:row-start-2">
        {followsNoOne ? (
          <SuggestedCreators
            creators={overview.data?.suggestions ?? []}
            followButton={(creator) => (
              <FollowCreatorButton
                handle={creator.handle}
                name={creator.displayName ?? creator.handle}
                onFollowChange={refreshHome}
              />
            )}
          />
        ) : (
          <section aria-labelledby="following-heading">
            <h2 id="following-heading" className="mb-4 text-xl font-semibold">
              {t('home.feed.heading')}
            </h2>
            <FollowingFeed />
          </section>
        )}
      </div>
    </div>
  );
}
