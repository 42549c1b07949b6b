import { useTranslation } from '#web/i18n/react';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { ProjectCard, ProjectCardSkeleton } from '#web/components/cards/project-card';
import type { PageData } from '#web/lib/page-data';
import { exploreQuery, useExplore } from '../api/search';
import { SearchFiltersForm } from '../components/search-filters-form';
import { ResultsGrid } from '#web/components/results-grid';
import { readUrlFilters, useUrlFilters } from '#web/lib/use-url-filters';

const TEXTS = ['q', 'stack', 'sort'] as const;
const ORDERS = ['sort'] as const;
const FLAGS = ['hireable'] as const;

export const pageData: PageData = async ({ search, queryClient }) => {
  const { texts, flags } = readUrlFilters(search, TEXTS, FLAGS);
  await queryClient.prefetchInfiniteQuery(exploreQuery({ ...texts, ...flags }));
  return undefined;
};

/** /explore: published projects, searched and filtered on the server; the address carries the filters. */
export default function ExplorePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('search.explore.title'));
  const filters = useUrlFilters(TEXTS, FLAGS, ORDERS);
  const results = useExplore({
    q: filters.applied.q,
    stack: filters.applied.stack,
    sort: filters.applied.sort,
    hireable: filters.appliedFlags.hireable,
  });

  return (
    <div className="mx-auto max-w-6xl px-4 py-4 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('search.explore.title')}</h1>
      <p className="mt-1 text-sm text-slate-600 sm:mt-2 sm:text-base">{t('search.explore.subtitle')}</p>
      <SearchFiltersForm filters={filters} tag="stack" screen="explore" />
      <ResultsGrid
        results={results}
        label={t('search.explore.results')}
        emptyText={t('search.explore.empty')}
        gridClassName="sm:grid-cols-2 lg:grid-cols-3"
        keyOf={(project) => project.id}
        renderItem={(project) => <ProjectCard project={project} />}
        skeleton={<ProjectCardSkeleton />}
        onClearFilters={filters.active ? filters.clear : undefined}
      />
    </div>
  );
}
