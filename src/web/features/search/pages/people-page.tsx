import { useTranslation } from '#web/i18n/react';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { TextField } from '#web/components/ui/text-field';
import { SearchForm } from '#web/components/forms/search-form';
import { useDocumentTitle } from '#web/lib/use-document-title';
import type { PageData } from '#web/lib/page-data';
import { peopleQuery, usePeople } from '../api/search';
import { ResultsGrid } from '#web/components/results-grid';
import { PersonCard, PersonCardSkeleton } from '../components/person-card';
import { readUrlFilters, useUrlFilters } from '#web/lib/use-url-filters';
import { SortSelect } from '#web/components/sort-select';
import { TagCombobox } from '../components/tag-combobox';
import { FiltersSheet } from '#web/components/filters-sheet';
import { SEARCH_SORTS } from '#shared/schemas/search';

const TEXTS = ['q', 'skill', 'sort'] as const;
const ORDERS = ['sort'] as const;
const FLAGS = ['hireable'] as const;

export const pageData: PageData = async ({ search, queryClient }) => {
  const { texts, flags } = readUrlFilters(search, TEXTS, FLAGS);
  await queryClient.prefetchInfiniteQuery(peopleQuery({ ...texts, ...flags }));
  return undefined;
};

/** /people: public profiles, searched by name, handle or skills and narrowed by a skill on the server. */
export default function PeoplePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('search.people.title'));
  const filters = useUrlFilters(TEXTS, FLAGS, ORDERS);
  const results = usePeople({
    q: filters.applied.q,
    skill: filters.applied.skill,
    sort: filters.applied.sort,
    hireable: filters.appliedFlags.hireable,
  });

  return (
    <div className="mx-auto max-w-6xl px-4 py-4 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('search.people.title')}</h1>
      <p className="mt-1 text-sm text-slate-600 sm:mt-2 sm:text-base">{t('search.people.subtitle')}</p>
      <SearchForm
        onApply={filters.applyNow}
        className="mt-3 flex items-end gap-2 sm:mt-6 lg:grid lg:grid-cols-[2fr_1fr_1fr_auto] lg:gap-4"
      >
        <TextField
          className="min-w-0 flex-1"
          label={t('search.people.search')}
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
            kind="skill"
            label={t('search.people.skill')}
            name="skill"
            value={filters.typed.skill}
            placeholder={t('search.people.skillPlaceholder')}
            onType={(skill) => filters.setTyped('skill', skill)}
            onPick={(skill) => filters.choose('skill', skill)}
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
        label={t('search.people.results')}
        emptyText={t('search.people.empty')}
        gridClassName="sm:grid-cols-2 lg:grid-cols-3"
        keyOf={(person) => person.handle}
        renderItem={(person) => <PersonCard person={person} />}
        skeleton={<PersonCardSkeleton />}
        onClearFilters={filters.active ? filters.clear : undefined}
      />
    </div>
  );
}
