import { Navigate } from 'react-router';
import LandingPage, { pageData as landingPageData } from '#web/features/landing/pages/landing-page';
import { followingFeedQuery, homeOverviewQuery } from '#web/features/home/api/home';
import { LazyPartBoundary } from '#web/components/lazy-part-boundary';
import type { PageData } from '#web/lib/page-data';
import { preloadableLazy } from '#web/lib/preloadable-lazy';
import { sessionQuery, useSession } from '#web/lib/session';

// A visitor's landing page does not carry a member's home: its code comes with the first member.
const MemberHome = preloadableLazy('app/routes/member-home.tsx', () => import('./member-home'));

/**
 * The server reads what the page will show: a member's feed and next steps, or a visitor's landing
 * page (docs/decisions/0052-home-saves-and-drafts.md).
 */
export const pageData: PageData = async (context) => {
  const { queryClient } = context;
  if (context.hasSession) {
    await queryClient.prefetchQuery(sessionQuery);
    const user = queryClient.getQueryData(sessionQuery.queryKey)?.user;
    if (user?.profile.handle) {
      await Promise.all([
        queryClient.prefetchInfiniteQuery(followingFeedQuery),
        queryClient.prefetchQuery(homeOverviewQuery),
      ]);
      return undefined;
    }
  }
  return landingPageData(context);
};

/** /: a signed-in member's home; for visitors, the landing page. */
export default function HomePage() {
  const { user } = useSession();
  if (!user) return <LandingPage />;
  if (!user.profile.handle) return <Navigate to="/onboarding" replace />;
  return (
    <LazyPartBoundary>
      <MemberHome />
    </LazyPartBoundary>
  );
}
