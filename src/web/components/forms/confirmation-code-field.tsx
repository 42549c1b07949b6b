import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react';
import { TextField } from '../ui/text-field';

/**
 * The authenticator or backup code a sensitive change needs while two-factor is on. Hidden while it
 * is off, unless the server asked for a code anyway (the status had not loaded, or was out of date)
 * and, after that, while it holds what the member typed.
 */
export function ConfirmationCodeField<Values extends FieldValues, Output>({
  control,
  name,
  twoFactorOn,
  error,
}: {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  twoFactorOn: boolean;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const { field } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  if (!twoFactorOn && !error && !value) return null;
  return (
    <TextField
      label={t('twoFactor.confirmCodeLabel')}
      hint={t('twoFactor.confirmCodeHint')}
      // Backup codes hold letters, so no numeric keyboard; the server tells the two kinds apart.
      autoComplete="one-time-code"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      value={value}
      onChange={(event) => field.onChange(event.target.value)}
      error={error || undefined}
    />
  );
}
