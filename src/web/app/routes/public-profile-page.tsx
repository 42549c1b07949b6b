import { Ban, Flag, Rss } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { Link, Navigate, useParams } from 'react-router';
import { isReservedHandle } from '#shared/reserved-handles';
import { PageSkeleton } from '#web/components/layout/page-skeleton';
import { LoadFailed } from '#web/components/load-failed';
import { buttonClasses } from '#web/components/ui/button';
import { ApiRequestError } from '#web/lib/api-client';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { usePageView } from '#web/lib/use-page-view';
import NotFoundPage from '#web/features/errors/pages/not-found-page';
import { ProjectCard } from '#web/components/cards/project-card';
import { ServiceCard } from '#web/components/cards/service-card';
import { outcomeOfQuery, type PageData } from '#web/lib/page-data';
import { publicProfileQuery, usePublicProfile } from '#web/features/profiles/api/public-profile';
import { ProfileAbout } from '#web/features/profiles/components/profile-about';
import { FollowButton } from '#web/features/follows/components/follow-button';
import { useRemoteFollowAction } from '#web/features/federation/components/remote-follow';
import { ProfileHeader } from '#web/features/profiles/components/profile-header';
import { useReportAction } from '#web/features/reports/components/report-button';
import { MessageButton } from '#web/features/messages/components/message-button';
import { useBlockAction } from '#web/features/blocks/components/block-button';
import { PrimaryCtaLink } from '#web/features/profiles/components/primary-cta-link';
import { OverflowMenu, type OverflowMenuItem } from '#web/components/ui/overflow-menu';
import { CreatorServices } from '#web/features/services/components/creator-services';
import { primaryCtaTarget, SERVICES_SECTION_ID } from '#web/features/profiles/primary-cta-target';
import type { PublicProfile } from '#shared/schemas/profiles';
import { CREATOR_SERVICES_SHOWN } from '#shared/constants';
import { ProfileCollections } from '#web/features/collections/components/profile-collections';
import { profileCollectionsQuery } from '#web/features/collections/api/collections';

export const pageData: PageData = async ({ params, queryClient }) => {
  const handle = params.handle ?? '';
  if (handle.startsWith('@')) return { redirect: `/${encodeURIComponent(handle.slice(1))}` };
  if (isReservedHandle(handle.toLowerCase())) return { status: 404 };
  const query = publicProfileQuery(handle);
  // The collections under the work come with the page, so hydrating it reads nothing again.
  await Promise.all([
    queryClient.prefetchQuery(query),
    queryClient.prefetchQuery(profileCollectionsQuery(handle)),
  ]);
  return outcomeOfQuery(queryClient, query.queryKey);
};

/** /{handle} (and /@{handle}, which leads here): a creator's public page. */
export default function PublicProfilePage() {
  const { handle = '' } = useParams();
  if (handle.startsWith('@')) return <Navigate to={`/${handle.slice(1)}`} replace />;
  // A reserved word names a screen (one not built yet, say), never a person: the plain 404 page.
  if (isReservedHandle(handle.toLowerCase())) return <NotFoundPage />;
  return <ProfileScreen handle={handle} />;
}

function ProfileScreen({ handle }: { handle: string }) {
  const { t } = useTranslation();
  const profile = usePublicProfile(handle);
  useDocumentTitle(
    profile.data ? (profile.data.displayName ?? profile.data.handle) : t('profile.notFoundTitle'),
  );
  usePageView(profile.data ? { kind: 'profile', id: profile.data.userId } : null);

  // Offline, the read waits rather than fails: say so instead of loading forever.
  if (profile.isPending && profile.fetchStatus === 'paused') {
    return <LoadFailed pageHeading onRetry={() => void profile.refetch()} />;
  }
  if (profile.isPending) return <PageSkeleton />;
  if (!profile.data) {
    const missing = profile.error instanceof ApiRequestError && profile.error.status === 404;
    if (!missing) return <LoadFailed pageHeading onRetry={() => void profile.refetch()} />;
    return (
      <div className="flex min-h-[50vh] flex-col items-center justify-center px-4 py-16 text-center">
        <h1 className="text-3xl font-bold">{t('profile.notFoundTitle')}</h1>
        <p className="mt-3 text-slate-600">{t('profile.notFoundText')}</p>
        <Link to="/people" className={buttonClasses('primary', 'lg', 'mt-8')}>
          {t('profile.browsePeople')}
        </Link>
      </div>
    );
  }
  const data = profile.data;
  const name = data.displayName ?? data.handle;
  return (
    <div className="pb-16">
      <ProfileHeader profile={data} actions={<ProfileActions profile={data} />} />
      {/* A phone reaches a hireable creator's services here, without scrolling past every project. */}
      {data.hireable && (
        <CreatorServices
          layout="strip"
          services={data.services.slice(0, CREATOR_SERVICES_SHOWN)}
          name={name}
          allHref={data.services.length > CREATOR_SERVICES_SHOWN ? `#${SERVICES_SECTION_ID}` : null}
          className="mx-auto mt-6 max-w-6xl px-4 md:hidden"
        />
      )}
      {/* The work first; about, skills and links beside it on a desktop, after it on a phone. */}
      <div className="mx-auto mt-8 grid max-w-6xl gap-12 px-4 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-10">
        <div className="flex min-w-0 flex-col gap-12">
          <section aria-labelledby="projects-heading">
            <h2 id="projects-heading" className="text-xl font-semibold">
              {t('profile.projects')}
            </h2>
            {data.projects.length > 0 ? (
              <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6 xl:grid-cols-3">
                {data.projects.map((project) => (
                  <li key={project.id}>
                    <ProjectCard project={project} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-4 text-slate-500">
                {data.isSelf ? t('profile.noProjectsSelf') : t('profile.noProjects')}
              </p>
            )}
            {data.isSelf && (
              <Link to="/new" className={buttonClasses('outline', 'md', 'mt-4')}>
                {t('profile.newProject')}
              </Link>
            )}
          </section>
          {data.services.length > 0 && (
            // 'Hire me' without a link of its own leads here (an anchor: it works before the app is live).
            <section id={SERVICES_SECTION_ID} aria-labelledby="services-heading" className="scroll-mt-20">
              <h2 id="services-heading" className="text-xl font-semibold">
                {t('profile.services')}
              </h2>
              <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6 xl:grid-cols-3">
                {data.services.map((service) => (
                  <li key={service.id}>
                    <ServiceCard service={service} />
                  </li>
                ))}
              </ul>
            </section>
          )}
          <ProfileCollections handle={handle} />
        </div>
        <ProfileAbout profile={data} className="lg:col-start-2 lg:row-start-1" />
      </div>
    </div>
  );
}

/**
 * What a visitor can do on someone's profile, by weight: the main action ('Hire me', leading to
 * the services, a message or the creator's own link) or else Follow as the one filled button;
 * Message beside it; Report and Block behind the '⋯' menu, whose dialogs live outside it.
 */
function ProfileActions({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const report = useReportAction({ targetType: 'user', targetId: profile.userId });
  const block = useBlockAction({
    handle: profile.handle,
    blocked: profile.isBlocked,
    isSelf: profile.isSelf,
  });
  const remoteFollow = useRemoteFollowAction(profile);
  const mainAction = primaryCtaTarget(profile, true) !== null;
  const more: OverflowMenuItem[] = [
    ...(remoteFollow && !profile.isSelf
      ? [{ key: 'remote-follow', label: remoteFollow.label, icon: Rss, onSelect: remoteFollow.start }]
      : []),
    { key: 'report', label: report.label, icon: Flag, onSelect: report.start },
    ...(block
      ? [
          {
            key: 'block',
            label: block.label,
            accessibleLabel: block.accessibleLabel,
            icon: Ban,
            onSelect: block.start,
            disabled: block.pending,
          },
        ]
      : []),
  ];
  return (
    <>
      <PrimaryCtaLink profile={profile} onProfilePage className={buttonClasses('primary')} />
      <FollowButton profile={profile} prominent={!mainAction} />
      <MessageButton handle={profile.handle} isSelf={profile.isSelf} />
      <OverflowMenu label={t('profile.moreActions')} items={more} />
      {report.dialog}
      {block?.dialog}
      {remoteFollow?.dialog}
    </>
  );
}
