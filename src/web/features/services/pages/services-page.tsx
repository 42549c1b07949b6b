import { Plus } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';
import { SERVICE_CATEGORIES } from '#shared/constants';
import { buttonClasses } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { SearchForm } from '#web/components/forms/search-form';
import { cn } from '#web/lib/cn';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { ResultsGrid } from '#web/components/results-grid';
import type { PageData } from '#web/lib/page-data';
import { readUrlFilters, useUrlFilters } from '#web/lib/use-url-filters';
import {
  popularCategoriesQuery,
  SERVICES_FILTER_NAMES,
  servicesQuery,
  usePopularCategories,
  useServices,
} from '../api/services';
import { browseQueryOf } from '../browse-query';
import { ServiceFilters } from '../components/service-filters';
import { SortSelect } from '#web/components/sort-select';
import { SERVICE_SORTS } from '#shared/schemas/services';
import { ServiceCard, ServiceCardSkeleton } from '#web/components/cards/service-card';
import { SelectField } from '#web/components/ui/select-field';

const ORDERS = ['sort'] as const;

export const pageData: PageData = async ({ search, queryClient }) => {
  const { texts } = readUrlFilters(search, SERVICES_FILTER_NAMES, []);
  await Promise.all([
    queryClient.prefetchInfiniteQuery(servicesQuery(browseQueryOf(texts))),
    queryClient.prefetchQuery(popularCategoriesQuery),
  ]);
  return undefined;
};

/**
 * /services: active services, searched by title, description or category, sorted by match, date, price
 * or rating, and filtered by category, price, pricing type, delivery time and rating.
 */
export default function ServicesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('services.browse.title'));
  const filters = useUrlFilters(SERVICES_FILTER_NAMES, [], ORDERS);
  const category = filters.typed.category;
  const results = useServices(browseQueryOf(filters.applied));
  const popular = usePopularCategories();
  const popularNames = new Set(popular.data?.map((entry) => entry.category));

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('services.browse.title')}</h1>
          <p className="mt-2 text-slate-600">{t('services.browse.subtitle')}</p>
        </div>
        <Link to="/services/new" className={buttonClasses('primary')}>
          <Plus aria-hidden className="size-4" />
          {t('services.browse.offer')}
        </Link>
      </div>
      <SearchForm onApply={filters.applyNow} className="mt-6 space-y-4">
        <div className="grid grid-cols-2 items-end gap-4 lg:grid-cols-[2fr_1fr_1fr]">
          <TextField
            className="col-span-2 lg:col-span-1"
            label={t('services.browse.search')}
            type="search"
            name="q"
            value={filters.typed.q}
            onChange={(event) => filters.setTyped('q', event.target.value)}
          />
          <SelectField
            label={t('services.browse.category')}
            name="category"
            value={category}
            onChange={(event) => filters.choose('category', event.target.value)}
          >
            <option value="">{t('services.browse.allCategories')}</option>
            {SERVICE_CATEGORIES.map((name) => (
              <option key={name} value={name}>
                {t(`services.categories.${name}`)}
                {popularNames.has(name) ? ` · ${t('services.browse.popular')}` : ''}
              </option>
            ))}
          </SelectField>
          <SortSelect
            sorts={SERVICE_SORTS}
            value={filters.typed.sort}
            onChoose={(sort) => filters.choose('sort', sort)}
          />
        </div>
        <ServiceFilters typed={filters.typed} onType={filters.setTyped} onChoose={filters.choose} />
      </SearchForm>
      {popular.data && popular.data.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('services.browse.popularCategories')}>
          {popular.data.map((entry) => (
            <li key={entry.category}>
              <button
                type="button"
                aria-pressed={category === entry.category}
                aria-label={t('services.browse.categoryCount', {
                  category: t(`services.categories.${entry.category}`, { defaultValue: entry.category }),
                  count: entry.count,
                })}
                onClick={() => filters.choose('category', category === entry.category ? '' : entry.category)}
                className={cn(
                  'rounded-full border px-3 py-1 text-sm',
                  category === entry.category
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-slate-300 bg-surface text-slate-700 hover:bg-slate-50',
                )}
              >
                {t(`services.categories.${entry.category}`, { defaultValue: entry.category })}
                <span aria-hidden className="ml-1.5 tabular-nums opacity-75">
                  {entry.count}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <ResultsGrid
        results={results}
        label={t('services.browse.results')}
        emptyText={t('services.browse.empty')}
        gridClassName="sm:grid-cols-2 lg:grid-cols-4"
        keyOf={(service) => service.id}
        renderItem={(service) => <ServiceCard service={service} />}
        skeleton={<ServiceCardSkeleton />}
        onClearFilters={filters.active ? filters.clear : undefined}
      />
    </div>
  );
}
