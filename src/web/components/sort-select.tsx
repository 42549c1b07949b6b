import { useTranslation } from '#web/i18n/react';
import { SelectField } from './ui/select-field';

/**
 * A search screen's order. The first of `sorts` is the default, which the address leaves out; the
 * name is the address's, so the form sent before the app is live keeps it too.
 */
export function SortSelect({
  sorts,
  value,
  onChoose,
}: {
  sorts: readonly [string, ...string[]];
  value: string;
  onChoose: (value: string) => void;
}) {
  const { t } = useTranslation();
  const [byDefault] = sorts;
  return (
    <SelectField
      label={t('search.sortBy')}
      name="sort"
      value={value || byDefault}
      onChange={(event) => onChoose(event.target.value === byDefault ? '' : event.target.value)}
    >
      {sorts.map((sort) => (
        <option key={sort} value={sort}>
          {t(`search.sorts.${sort}`)}
        </option>
      ))}
    </SelectField>
  );
}
