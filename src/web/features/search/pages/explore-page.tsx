import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ProjectCard } from '../../projects/components/project-card';
import { useExplore } from '../api/search';
import { LoadMore } from '../components/load-more';
import { useUrlFilters } from '../components/use-url-filters';

/** /explore: published projects, searched and filtered on the server; the address carries the filters. */
export default function ExplorePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('search.explore.title'));
  const filters = useUrlFilters(['q', 'stack'], ['hireable']);
  const results = useExplore({
    q: filters.applied.q,
    stack: filters.applied.stack,
    hireable: filters.flags.hireable,
  });
  const projects = results.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{t('search.explore.title')}</h1>
      <p className="mt-2 text-slate-600">{t('search.explore.subtitle')}</p>
      <div role="search" className="mt-6 grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
        <TextField
          label={t('search.explore.search')}
          type="search"
          value={filters.typed.q}
          onChange={(event) => filters.setTyped('q', event.target.value)}
        />
        <TextField
          label={t('search.explore.stack')}
          value={filters.typed.stack}
          placeholder={t('search.explore.stackPlaceholder')}
          onChange={(event) => filters.setTyped('stack', event.target.value)}
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
      ) : projects.length === 0 ? (
        <div className="py-16 text-center">
          <p className="text-lg font-semibold">
            {results.isError ? t('errors.somethingWentWrong') : t('search.explore.empty')}
          </p>
          <p className="mt-1 text-slate-500">{t('search.adjustFilters')}</p>
        </div>
      ) : (
        <>
          <ul
            className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
            aria-label={t('search.explore.results')}
          >
            {projects.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} />
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
