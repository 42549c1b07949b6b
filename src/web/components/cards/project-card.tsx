import { useContext } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';
import { CARD_STACK_TAGS } from '#shared/constants';
import type { ProjectCard as ProjectCardData } from '#shared/schemas/projects';
import { CardImage } from './card-image';
import { cn } from '#web/lib/cn';
import { ABOVE_CARD_LINK, CARD_LINK } from './card-link';
import { Skeleton } from '../skeleton';
import { ProjectCardActionsContext } from './project-card-actions';

/**
 * A project in a grid, the whole card a link to its page: cover, title, author (a link of its own),
 * summary, 3 stack tags then +N. On a phone the cover and the names only, on one line each, so that
 * a first screen holds two whole cards.
 */
export function ProjectCard({ project }: { project: ProjectCardData }) {
  const { t } = useTranslation();
  const renderActions = useContext(ProjectCardActionsContext);
  const shownTags = project.stack.slice(0, CARD_STACK_TAGS);
  const hiddenTags = project.stack.length - shownTags.length;
  return (
    <article className="group relative h-full overflow-hidden rounded-2xl border border-slate-200 bg-surface shadow-sm transition-shadow hover:shadow-md">
      <CardImage src={project.coverUrl} seed={project.title} />
      <div className="p-4 sm:p-5">
        <h3 className="line-clamp-1 text-base font-semibold wrap-anywhere sm:line-clamp-none sm:text-lg">
          <Link
            to={`/${project.ownerHandle}/${project.slug}`}
            className={cn(CARD_LINK, 'hover:text-brand-700')}
          >
            {project.title}
          </Link>
        </h3>
        <p className="mt-1 line-clamp-1 text-sm text-slate-500 wrap-anywhere">
          {t('landing.latestProjects.by')}{' '}
          <Link
            to={`/${project.ownerHandle}`}
            className={cn(ABOVE_CARD_LINK, 'font-medium text-slate-700 hover:underline')}
          >
            @{project.ownerHandle}
          </Link>
        </p>
        {project.summary && (
          <p className="mt-3 hidden text-sm text-slate-600 sm:line-clamp-2">{project.summary}</p>
        )}
        {project.stack.length > 0 && (
          <ul
            className="mt-4 hidden flex-wrap gap-1.5 sm:flex"
            aria-label={t('landing.latestProjects.stack')}
          >
            {shownTags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700"
              >
                {tag}
              </li>
            ))}
            {hiddenTags > 0 && (
              <li className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-600">
                +{hiddenTags}
              </li>
            )}
          </ul>
        )}
      </div>
      {renderActions && (
        <div className="absolute top-2 right-2 z-10">{renderActions({ projectId: project.id })}</div>
      )}
    </article>
  );
}

/** A project card on its way: the cover, the title and the byline as grey shapes. */
export function ProjectCardSkeleton() {
  return (
    <div className="h-full overflow-hidden rounded-2xl border border-slate-200 bg-surface">
      <Skeleton className="aspect-video rounded-none" />
      <div className="flex flex-col gap-2 p-5">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="mt-2 h-4 w-full" />
      </div>
    </div>
  );
}
