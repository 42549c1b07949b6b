import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { ReactNode } from 'react';
import { CheckboxField } from '../ui/checkbox-field';

/** A checkbox bound to a form's yes-or-no field. */
export function FormCheckbox<Values extends FieldValues, Output>({
  control,
  name,
  label,
  error,
}: {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  label: ReactNode;
  error?: string;
}) {
  const { field } = useController({ control, name });
  return (
    <CheckboxField label={label} checked={field.value === true} onChange={field.onChange} error={error} />
  );
}
