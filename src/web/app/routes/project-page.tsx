import { ExternalLink, Eye } from 'lucide-react';
import { formatNumber } from '#web/lib/number-format';
import { useTranslation } from '#web/i18n/react';
import { Link, useParams } from 'react-router';
import type { ProjectDetail } from '#shared/schemas/projects';
import { PageSkeleton } from '#web/components/layout/page-skeleton';
import { GeneratedCover } from '#web/components/generated-cover';
import { LoadFailed } from '#web/components/load-failed';
import { buttonClasses } from '#web/components/ui/button';
import { ApiRequestError } from '#web/lib/api-client';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { usePageView } from '#web/lib/use-page-view';
import { commentsQuery } from '#web/features/comments/api/comments';
import { CommentsSection } from '#web/features/comments/components/comments-section';
import { ReportButton } from '#web/features/reports/components/report-button';
import { projectQuery, useProject } from '#web/features/projects/api/projects';
import { outcomeOfQuery, type PageData } from '#web/lib/page-data';
import { HoldNotice } from '#web/features/moderation/components/hold-notice';
import { StaffContentActions } from '#web/features/moderation/components/staff-content-actions';
import { StoredImage } from '#web/components/stored-image';
import { ProjectBlocks } from '#web/features/projects/components/project-blocks';
import { LikeButton } from '#web/features/projects/components/like-button';
import { SaveButton } from '#web/features/collections/components/save-button';
import { ProjectManageActions } from '#web/features/projects/components/project-manage-actions';
import { ImageViewer, loadImageViewer } from '#web/components/image-viewer/image-viewer';
import { useImageViewer } from '#web/components/image-viewer/use-image-viewer';
import { ShareButton } from '#web/components/share-button';
import { TagLinks } from '#web/components/tag-links';
import { publicProfileQuery, usePublicProfile } from '#web/features/profiles/api/public-profile';
import { AuthorCard, MoreByAuthor } from './project-author';
import { ProjectLicenceNote } from '#web/features/projects/components/project-licence';
import { viewerImagesOf } from '#web/features/projects/components/viewer-image';
import { CreatorServices } from '#web/features/services/components/creator-services';
import { SERVICES_SECTION_ID } from '#web/features/profiles/primary-cta-target';

export const pageData: PageData = async ({ params, queryClient }) => {
  const query = projectQuery(params.handle ?? '', params.slug ?? '');
  // The author's card and their other work come with the page, read beside the project.
  await Promise.all([
    queryClient.prefetchQuery(query),
    queryClient.prefetchQuery(publicProfileQuery(params.handle ?? '')),
  ]);
  const project = queryClient.getQueryData(query.queryKey);
  if (project) await queryClient.prefetchQuery(commentsQuery(project.id));
  return outcomeOfQuery(queryClient, query.queryKey);
};

/** /{handle}/{slug}: a project's page. */
export default function ProjectPage() {
  const { t } = useTranslation();
  const { handle = '', slug = '' } = useParams();
  const project = useProject(handle, slug);
  useDocumentTitle(project.data?.title ?? t('project.notFoundTitle'));
  usePageView(project.data ? { kind: 'project', id: project.data.id } : null);

  // Offline, the read waits rather than fails: say so instead of loading forever.
  if (project.isPending && project.fetchStatus === 'paused') {
    return <LoadFailed pageHeading onRetry={() => void project.refetch()} />;
  }
  if (project.isPending) return <PageSkeleton />;
  if (!project.data) {
    const missing = project.error instanceof ApiRequestError && project.error.status === 404;
    if (!missing) return <LoadFailed pageHeading onRetry={() => void project.refetch()} />;
    return (
      <div className="flex min-h-[50vh] flex-col items-center justify-center px-4 py-16 text-center">
        <h1 className="text-3xl font-bold">{t('project.notFoundTitle')}</h1>
        <p className="mt-3 text-slate-600">{t('project.notFoundText')}</p>
        <Link to="/explore" className={buttonClasses('primary', 'lg', 'mt-8')}>
          {t('project.explore')}
        </Link>
      </div>
    );
  }
  return <ProjectView project={project.data} />;
}

function ProjectView({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const ownerName = project.owner.displayName ?? project.owner.handle;
  const images = viewerImagesOf(project);
  const viewer = useImageViewer();
  const author = usePublicProfile(project.owner.handle);
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      {project.coverUrl ? (
        <button
          type="button"
          onPointerDown={() => void loadImageViewer()}
          onClick={(event) => viewer.open(0, event.currentTarget)}
          aria-label={t('images.viewer.open', { alt: project.title })}
          className="block w-full rounded-2xl"
        >
          <StoredImage
            src={project.coverUrl}
            alt=""
            sizes="(min-width: 896px) 864px, calc(100vw - 2rem)"
            width={1280}
            height={720}
            fetchPriority="high"
            className="aspect-video w-full rounded-2xl bg-slate-100 object-cover"
          />
        </button>
      ) : (
        <GeneratedCover seed={project.title} className="aspect-video w-full rounded-2xl object-cover" />
      )}
      <div className="mt-8 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{project.title}</h1>
          <p className="mt-2 text-slate-600">
            {t('project.by')}{' '}
            <Link to={`/${project.owner.handle}`} className="font-medium text-brand-700 hover:underline">
              {ownerName}
            </Link>
          </p>
          {!project.published && (
            <p className="mt-2 inline-block rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800">
              {t('project.unpublished')}
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <LikeButton project={project} />
          <FediverseCounts likes={project.fediverseLikeCount} boosts={project.fediverseBoostCount} />
          {project.views !== null && <ViewCount views={project.views} />}
          <SaveButton projectId={project.id} />
          <ShareButton title={project.title} path={`/${project.owner.handle}/${project.slug}`} />
          {project.isOwner || project.canModerate ? (
            <ProjectManageActions
              project={project}
              staffActions={
                project.canModerate && (
                  <StaffContentActions
                    type="project"
                    contentId={project.id}
                    title={project.title}
                    held={project.hold !== null}
                  />
                )
              }
            />
          ) : (
            <ReportButton targetType="project" targetId={project.id} />
          )}
        </div>
      </div>
      {project.hold && <HoldNotice type="project" hold={project.hold} isOwner={project.isOwner} />}
      {project.summary && (
        <p className="mt-6 text-lg whitespace-pre-line text-slate-700">{project.summary}</p>
      )}
      <ProjectBlocks blocks={project.blocks} firstIndex={project.coverUrl ? 1 : 0} onOpen={viewer.open} />
      <ImageViewer images={images} state={viewer} />
      {project.stack.length > 0 && (
        <section aria-labelledby="stack-heading" className="mt-8">
          <h2 id="stack-heading" className="text-sm font-semibold text-slate-500 uppercase">
            {t('project.stack')}
          </h2>
          <TagLinks
            tags={project.stack}
            hrefOf={(item) => `/explore?stack=${encodeURIComponent(item)}`}
            labelOf={(item) => t('project.stackLink', { item })}
          />
        </section>
      )}
      {project.outcomes.length > 0 && (
        <section aria-labelledby="outcomes-heading" className="mt-8">
          <h2 id="outcomes-heading" className="text-sm font-semibold text-slate-500 uppercase">
            {t('project.outcomes')}
          </h2>
          <dl className="mt-2 grid grid-cols-2 gap-4 sm:grid-cols-4">
            {project.outcomes.map((outcome) => (
              <div key={`${outcome.label}-${outcome.value}`} className="rounded-xl bg-slate-50 p-4">
                <dd className="text-2xl font-bold">{outcome.value}</dd>
                <dt className="text-sm text-slate-600">{outcome.label}</dt>
              </div>
            ))}
          </dl>
        </section>
      )}
      {project.ctas.length > 0 && (
        <div className="mt-8 flex flex-wrap gap-3">
          {project.ctas.map((cta) => (
            <a
              key={cta.url}
              href={cta.url}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className={buttonClasses('primary', 'lg')}
            >
              {cta.label}
              <ExternalLink aria-hidden className="size-4" />
            </a>
          ))}
        </div>
      )}
      <ProjectLicenceNote
        licence={project.licence}
        ownerName={ownerName}
        year={new Date(project.createdAt).getUTCFullYear()}
      />
      {author.data && <AuthorCard profile={author.data} />}
      {/* The way to hire the author, under their card; its owner sees it as visitors do. */}
      <CreatorServices
        services={project.creatorServices}
        name={ownerName}
        allHref={
          project.moreCreatorServices
            ? `/${encodeURIComponent(project.owner.handle)}#${SERVICES_SECTION_ID}`
            : null
        }
        className={author.data ? 'mt-6' : 'mt-12'}
      />
      <CommentsSection projectId={project.id} />
      {author.data && <MoreByAuthor profile={author.data} projectId={project.id} />}
    </article>
  );
}

/** How many times the project was seen, shown when its owner chose to (docs/decisions/0072). */
function ViewCount({ views }: { views: number }) {
  const { t, i18n } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-600">
      <Eye aria-hidden className="size-4" />
      <span className="sr-only">{t('project.views')}:</span>
      {formatNumber(views, i18n.language)}
    </span>
  );
}

/** The likes and boosts a project had from accounts on other servers, in one line, when there are any. */
function FediverseCounts({ likes, boosts }: { likes: number; boosts: number }) {
  const { t } = useTranslation();
  const parts = [
    likes > 0 ? t('project.fediverseLikes', { count: likes }) : null,
    boosts > 0 ? t('project.fediverseBoosts', { count: boosts }) : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return null;
  return <span className="text-sm text-slate-600">{parts.join(' · ')}</span>;
}
