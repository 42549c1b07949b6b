import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react';
import { PRIMARY_CTA_TYPES } from '#shared/constants';
import { SelectField } from '#web/components/ui/select-field';

export type PrimaryCtaChoice = (typeof PRIMARY_CTA_TYPES)[number] | '';

/**
 * The profile's main action button, bound to a form's field: none, or one of the four with the labels of
 * docs/product/screens-and-routes.md (Public profile).
 */
export function PrimaryCtaSelect<Values extends FieldValues, Output>({
  control,
  name,
  label,
}: {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  label: string;
}) {
  const { t } = useTranslation();
  const { field } = useController({ control, name });
  const value: PrimaryCtaChoice = field.value ?? '';
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(event) => field.onChange(event.target.value as PrimaryCtaChoice)}
    >
      <option value="">{t('onboarding.noMainAction')}</option>
      {PRIMARY_CTA_TYPES.map((type) => (
        <option key={type} value={type}>
          {t(`profile.cta.${type}`)}
        </option>
      ))}
    </SelectField>
  );
}
