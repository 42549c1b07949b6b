import type { useUrlFilters } from '#web/lib/use-url-filters';
import { useTranslation } from '#web/i18n/react';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { TextField } from '#web/components/ui/text-field';
import { SearchForm } from '#web/components/forms/search-form';
import { SortSelect } from '#web/components/sort-select';
import { FiltersSheet } from '#web/components/filters-sheet';
import { SEARCH_SORTS } from '#shared/constants';
import { TagCombobox } from './tag-combobox';

type Tag = 'stack' | 'skill';
type SearchFilters<T extends Tag> = ReturnType<typeof useUrlFilters<'q' | T | 'sort', 'hireable'>>;

/**
 * The search box of Explore and People, with the filters beside it on a desktop and folded into a
 * Filters sheet on a phone: a tag (a technology, a skill), the order and 'for hire' only.
 */
export function SearchFiltersForm<T extends Tag>({
  filters,
  tag,
  screen,
}: {
  filters: SearchFilters<T>;
  tag: T;
  /** Whose texts label the fields: search.explore or search.people. */
  screen: 'explore' | 'people';
}) {
  const { t } = useTranslation();
  return (
    <SearchForm
      onApply={filters.applyNow}
      className="mt-3 flex items-end gap-2 sm:mt-6 lg:grid lg:grid-cols-[2fr_1fr_1fr_auto] lg:gap-4"
    >
      <TextField
        className="min-w-0 flex-1"
        label={t(`search.${screen}.search`)}
        type="search"
        name="q"
        value={filters.typed.q}
        onChange={(event) => filters.setTyped('q', event.target.value)}
      />
      <FiltersSheet
        count={filters.onNames.filter((name) => name !== 'q').length}
        onApply={filters.applyNow}
        onClear={filters.onNames.some((name) => name !== 'q') ? () => filters.clearKeeping(['q']) : undefined}
      >
        <TagCombobox
          kind={tag}
          label={t(`search.${screen}.${tag}`)}
          name={tag}
          value={filters.typed[tag]}
          placeholder={t(`search.${screen}.${tag}Placeholder`)}
          onType={(value) => filters.setTyped(tag, value)}
          onPick={(value) => filters.choose(tag, value)}
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
  );
}
