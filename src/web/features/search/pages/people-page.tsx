import { useTranslation } from '#web/i18n/react';
import { useDocumentTitle } from '#web/lib/use-document-title';
import type { PageData } from '#web/lib/page-data';
import { peopleQuery, usePeople } from '../api/search';
import { SearchFiltersForm } from '../components/search-filters-form';
import { ResultsGrid } from '#web/components/results-grid';
import { PersonCard, PersonCardSkeleton } from '../components/person-card';
import { readUrlFilters, useUrlFilters } from '#web/lib/use-url-filters';

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
      <SearchFiltersForm filters={filters} tag="skill" screen="people" />
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
