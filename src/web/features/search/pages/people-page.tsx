import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePeople } from '../api/search';
import { LoadMore } from '../components/load-more';
import { PersonCard } from '../components/person-card';
import { useUrlFilters } from '../components/use-url-filters';

/** /people: public profiles, searched by name, handle or skills on the server. */
export default function PeoplePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('search.people.title'));
  const filters = useUrlFilters(['q'], ['hireable']);
  const results = usePeople({ q: filters.applied.q, hireable: filters.flags.hireable });
  const people = results.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{t('search.people.title')}</h1>
      <p className="mt-2 text-slate-600">{t('search.people.subtitle')}</p>
      <div role="search" className="mt-6 grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end">
        <TextField
          label={t('search.people.search')}
          type="search"
          value={filters.typed.q}
          onChange={(event) => filters.setTyped('q', event.target.value)}
        />
        <CheckboxField
          label={t('search.hireableOnly')}
          checked={filters.flags.hireable}
          onChange={(checked) => filters.setFlag('hireable', checked)}
        />
      </div>
      {results.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      ) : people.length === 0 ? (
        <div className="py-16 text-center">
          <p className="text-lg font-semibold">
            {results.isError ? t('errors.somethingWentWrong') : t('search.people.empty')}
          </p>
          <p className="mt-1 text-slate-500">{t('search.adjustFilters')}</p>
        </div>
      ) : (
        <>
          <ul
            className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
            aria-label={t('search.people.results')}
          >
            {people.map((person) => (
              <li key={person.handle}>
                <PersonCard person={person} />
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={Boolean(results.hasNextPage)}
            loading={results.isFetchingNextPage}
            onLoad={() => void results.fetchNextPage()}
          />
        </>
      )}
    </div>
  );
}
