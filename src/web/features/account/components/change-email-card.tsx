import { useMemo } from 'react';

import { useTranslation } from '#web/i18n/react';
import { EMAIL_CHANGE_TOAST_MS } from '#shared/constants';
import { changeEmailFormSchema } from '#shared/schemas/account';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { showToast } from '#web/components/ui/toast-store';
import { ApiRequestError } from '#web/lib/api-client';
import { apiErrorText } from '#web/lib/api-error-text';
import { useApiForm } from '#web/lib/use-api-form';
import { useRequestEmailChange } from '../api/account';
import { CurrentPasswordFields } from '#web/components/forms/current-password-fields';

const EMPTY = { newEmail: '', password: '', code: '' };

// The toast title for each rule the form checks before sending, the first refused one told.
const REFUSED_TITLES: Record<string, string> = {
  invalidEmail: 'recovery.invalidEmail',
  sameEmail: 'settings.email.sameEmail',
  invalidPassword: 'settings.email.passwordRequired',
};

/**
 * Change Email Address: the new address and the current password (and, with two-factor on, a code);
 * a link goes to the new address.
 */
export function ChangeEmailCard({
  currentEmail,
  twoFactorOn,
}: {
  currentEmail: string;
  twoFactorOn: boolean;
}) {
  const { t } = useTranslation();
  const requestChange = useRequestEmailChange();
  const schema = useMemo(() => changeEmailFormSchema(currentEmail), [currentEmail]);
  const { form, submit, submitting, fieldError } = useApiForm({
    guardUnsaved: true,
    schema,
    defaultValues: EMPTY,
    failureTitle: t('settings.email.errorTitle'),
    refusalToast: ({ fields, error }) => {
      if (error) {
        const wrongPassword = error instanceof ApiRequestError && error.body.messageId === 'invalidPassword';
        const title = wrongPassword ? t('settings.email.invalidPassword') : t('settings.email.errorTitle');
        return { title, description: apiErrorText(t, error) };
      }
      const messageId = Object.values(fields)[0] ?? '';
      const title = REFUSED_TITLES[messageId];
      if (!title) return { title: t('settings.email.errorTitle'), description: t('errors.validationError') };
      return { title: t(title), description: t(`errors.${messageId}`) };
    },
    onSubmit: async (values) => {
      await requestChange.mutateAsync(values);
      form.reset(EMPTY);
      showToast({
        title: t('settings.email.sent'),
        description: t('settings.email.sentText'),
        durationMs: EMAIL_CHANGE_TOAST_MS,
      });
    },
  });

  return (
    <section
      aria-labelledby="email-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-surface p-6"
    >
      <h2 id="email-heading" className="text-lg font-semibold">
        {t('settings.email.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('settings.email.current', { email: currentEmail })}</p>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <TextField
          label={t('settings.email.newEmail')}
          type="email"
          autoComplete="email"
          error={fieldError('newEmail')}
          {...form.register('newEmail')}
        />
        <CurrentPasswordFields
          control={form.control}
          passwordName="password"
          codeName="code"
          passwordError={fieldError('password')}
          twoFactorOn={twoFactorOn}
          codeError={fieldError('code')}
        />
        <Button type="submit" disabled={submitting} className="self-start">
          {submitting ? t('settings.email.updating') : t('settings.email.update')}
        </Button>
      </form>
    </section>
  );
}
