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
import { ServiceFilterFields, ServiceFilters } from '../components/service-filters';
import { FiltersSheet } from '#web/components/filters-sheet';
import { SortSelect } from '#web/components/sort-select';
import { SERVICE_SORTS } from '#shared/constants';
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

  const sheetFilterCount = filters.onNames.filter((name) => name !== 'q').length;
  const categoryField = (
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
  );
  const sortField = (
    <SortSelect
      sorts={SERVICE_SORTS}
      value={filters.typed.sort}
      onChoose={(sort) => filters.choose('sort', sort)}
    />
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-4 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('services.browse.title')}</h1>
        <Link to="/services/new" className={buttonClasses('primary', 'sm', 'sm:h-10 sm:px-4')}>
          <Plus aria-hidden className="size-4" />
          {t('services.browse.offer')}
        </Link>
      </div>
      <p className="mt-1 text-sm text-slate-600 sm:mt-2 sm:text-base">{t('services.browse.subtitle')}</p>
      <SearchForm
        onApply={filters.applyNow}
        className="mt-3 flex items-end gap-2 sm:mt-6 lg:grid lg:grid-cols-[2fr_1fr_1fr] lg:gap-4"
      >
        <TextField
          className="min-w-0 flex-1"
          label={t('services.browse.search')}
          type="search"
          name="q"
          value={filters.typed.q}
          onChange={(event) => filters.setTyped('q', event.target.value)}
        />
        <FiltersSheet
          count={sheetFilterCount}
          onApply={filters.applyNow}
          onClear={sheetFilterCount > 0 ? () => filters.clearKeeping(['q']) : undefined}
          inSheet={
            <>
              {categoryField}
              {sortField}
              <ServiceFilterFields
                typed={filters.typed}
                onType={filters.setTyped}
                onChoose={filters.choose}
              />
            </>
          }
        >
          {categoryField}
          {sortField}
          <ServiceFilters typed={filters.typed} onType={filters.setTyped} onChoose={filters.choose} />
        </FiltersSheet>
      </SearchForm>
      {popular.data && popular.data.length > 0 && (
        // One row that scrolls sideways on a phone, so the results start high on its first screen.
        <ul
          className="-mx-4 mt-3 flex gap-2 overflow-x-auto px-4 sm:mx-0 sm:mt-4 sm:flex-wrap sm:overflow-visible sm:px-0"
          aria-label={t('services.browse.popularCategories')}
        >
          {popular.data.map((entry) => (
            <li key={entry.category} className="shrink-0">
              <button
                type="button"
                aria-pressed={category === entry.category}
                aria-label={t('services.browse.categoryCount', {
                  category: t(`services.categories.${entry.category}`, { defaultValue: entry.category }),
                  count: entry.count,
                })}
                onClick={() => filters.choose('category', category === entry.category ? '' : entry.category)}
                className={cn(
                  'rounded-full border px-3 py-1 text-sm whitespace-nowrap',
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
