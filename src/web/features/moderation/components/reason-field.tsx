import {
  useWatch,
  type Control,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { useTranslation } from '#web/i18n/react';
import { STAFF_REASON_MAX_LENGTH } from '#shared/schemas/moderation';
import { TextAreaField } from '#web/components/ui/text-area-field';

/** The reason every staff action asks for, with its counter; bound to the dialog's form. */
export function ReasonField<Values extends FieldValues, Output = Values>({
  control,
  registration,
  error,
  label,
}: {
  control: Control<Values, unknown, Output>;
  registration: UseFormRegisterReturn<Path<Values>>;
  error: string | undefined;
  label?: string;
}) {
  const { t } = useTranslation();
  const value: unknown = useWatch({ control, name: registration.name });
  return (
    <TextAreaField
      label={label ?? t('admin.reason')}
      error={error}
      maxLength={STAFF_REASON_MAX_LENGTH}
      value={typeof value === 'string' ? value : ''}
      {...registration}
    />
  );
}
