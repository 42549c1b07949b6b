import { useTranslation } from '#web/i18n/react';
import { HANDLE_MAX_LENGTH } from '#shared/constants';
import { TextField } from '../ui/text-field';

/** Usernames are typed the way they will be: lower case, letters and digits only. */
export const normalizeUsernameInput = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The username input of sign-up and onboarding, with the handle rule as its hint. */
export function UsernameField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (username: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label}
      autoComplete="username"
      value={value}
      onChange={(event) => onChange(normalizeUsernameInput(event.target.value))}
      hint={t('auth.usernameHint')}
      error={error}
      maxLength={HANDLE_MAX_LENGTH}
      required
    />
  );
}
