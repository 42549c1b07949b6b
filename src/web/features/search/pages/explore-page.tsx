import { useTranslation } from '#web/i18n/react';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { TextField } from '#web/components/ui/text-field';
import { SearchForm } from '#web/components/forms/search-form';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { ProjectCard, ProjectCardSkeleton } from '#web/components/cards/project-card';
import type { PageData } from '#web/lib/page-data';
import { exploreQuery, useExplore } from '../api/search';
import { ResultsGrid } from '#web/components/results-grid';
import { readUrlFilters, useUrlFilters } from '#web/lib/use-url-filters';
import { SortSelect } from '#web/components/sort-select';
import { TagCombobox } from '../components/tag-combobox';
import { FiltersSheet } from '#web/components/filters-sheet';
import { SEARCH_SORTS } from '#shared/schemas/search';

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
      <SearchForm
        onApply={filters.applyNow}
        className="mt-3 flex items-end gap-2 sm:mt-6 lg:grid lg:grid-cols-[2fr_1fr_1fr_auto] lg:gap-4"
      >
        <TextField
          className="min-w-0 flex-1"
          label={t('search.explore.search')}
          type="search"
          name="q"
          value={filters.typed.q}
          onChange={(event) => filters.setTyped('q', event.target.value)}
        />
        <FiltersSheet
          count={filters.onNames.filter((name) => name !== 'q').length}
          onApply={filters.applyNow}
          onClear={
            filters.onNames.some((name) => name !== 'q') ? () => filters.clearKeeping(['q']) : undefined
          }
        >
          <TagCombobox
            kind="stack"
            label={t('search.explore.stack')}
            name="stack"
            value={filters.typed.stack}
            placeholder={t('search.explore.stackPlaceholder')}
            onType={(stack) => filters.setTyped('stack', stack)}
            onPick={(stack) => filters.choose('stack', stack)}
          />
          <SortSelect
            sorts={SEARCH_SORTS}
            value={filters.typed.sort}
            onChoose={(sort) => filters.choose('sort', sort)}
          />
          <CheckboxField
            label={t('search.hireableOnly')}
            name="hireable"
            checked={filters.flags.hireable}
            onChange={(checked) => filters.setFlag('hireable', checked)}
          />
        </FiltersSheet>
      </SearchForm>
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
