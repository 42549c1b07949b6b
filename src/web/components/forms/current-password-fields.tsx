import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react';
import { TextField } from '../ui/text-field';
import { ConfirmationCodeField } from './confirmation-code-field';

/**
 * What a sensitive change asks to prove it is the member: the current password, and the
 * authenticator or backup code while two-factor is on (the form's `code` field).
 */
export function CurrentPasswordFields<Values extends FieldValues, Output>({
  control,
  passwordName,
  codeName,
  passwordLabel,
  passwordError,
  twoFactorOn,
  codeError,
}: {
  control: Control<Values, unknown, Output>;
  passwordName: Path<Values>;
  codeName: Path<Values>;
  /** By default 'Current password'. */
  passwordLabel?: string;
  passwordError?: string | undefined;
  twoFactorOn: boolean;
  codeError: string | undefined;
}) {
  const { t } = useTranslation();
  const {
    field: { name, value, onChange, onBlur, ref },
  } = useController({ control, name: passwordName });
  return (
    <>
      <TextField
        label={passwordLabel ?? t('twoFactor.currentPassword')}
        type="password"
        autoComplete="current-password"
        error={passwordError}
        name={name}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        ref={ref}
      />
      <ConfirmationCodeField control={control} name={codeName} twoFactorOn={twoFactorOn} error={codeError} />
    </>
  );
}
