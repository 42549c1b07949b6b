import { SelectField } from '../ui/select-field';

/**
 * A staff list's filter: 'all' (no value) or one of the options, each shown by its label. Answers
 * undefined for 'all', so the filter can go straight into a query.
 */
export function FilterSelect<Option extends string>({
  label,
  allLabel,
  options,
  optionLabel,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  options: readonly Option[];
  optionLabel: (option: Option) => string;
  value: Option | undefined;
  onChange: (value: Option | undefined) => void;
}) {
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(options.find((option) => option === event.target.value))}
    >
      <option value="">{allLabel}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {optionLabel(option)}
        </option>
      ))}
    </SelectField>
  );
}
