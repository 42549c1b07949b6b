import { Download } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react';
import { deleteAccountSchema } from '#shared/schemas/account';
import { buttonClasses, Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { TextField } from '#web/components/ui/text-field';
import { showToast } from '#web/components/ui/toast-store';
import { useApiForm } from '#web/lib/use-api-form';
import { DATA_EXPORT_URL, useDeleteAccount } from '../api/your-data';
import { CurrentPasswordFields } from '#web/components/forms/current-password-fields';

const EMPTY = { confirmation: '', password: '', code: '' };

/**
 * Your data: download everything as JSON; delete the account once the handle is typed out, with the
 * password (and, with two-factor on, a code).
 */
export function YourDataCard({ handle, twoFactorOn }: { handle: string; twoFactorOn: boolean }) {
  const { t } = useTranslation();
  const deleteAccount = useDeleteAccount();
  // Read here, not in the dialog, so opening it does not fetch the status again.
  const [open, setOpen] = useState(false);
  const { form, submit, submitting, fieldError } = useApiForm({
    schema: deleteAccountSchema,
    defaultValues: EMPTY,
    failureTitle: t('settings.data.deleteFailed'),
    onSubmit: async (values) => {
      await deleteAccount.mutateAsync(values);
      showToast({ title: t('settings.data.deleted'), description: t('settings.data.deletedText') });
    },
  });
  const [confirmation, password] = useWatch({ control: form.control, name: ['confirmation', 'password'] });
  const typedHandle = confirmation.trim().toLowerCase() === handle;

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset(EMPTY);
  };

  return (
    <section
      aria-labelledby="data-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-surface p-6"
    >
      <h2 id="data-heading" className="text-lg font-semibold">
        {t('settings.data.title')}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{t('settings.data.exportText')}</p>
      <a href={DATA_EXPORT_URL} download className={buttonClasses('outline', 'md', 'mt-4')}>
        <Download aria-hidden className="size-4" />
        {t('settings.data.export')}
      </a>
      <div className="mt-8 border-t border-slate-100 pt-6">
        <h3 className="font-semibold text-red-700">{t('settings.data.deleteTitle')}</h3>
        <p className="mt-2 text-sm text-slate-600">{t('settings.data.deleteText')}</p>
        <Button variant="danger" className="mt-4" onClick={() => setOpen(true)}>
          {t('settings.data.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={close}
        title={t('settings.data.confirmTitle')}
        description={t('settings.data.confirmText', { handle })}
        confirmLabel={submitting ? t('settings.data.deleting') : t('settings.data.deleteForever')}
        busy={submitting}
        confirmDisabled={!typedHandle || !password}
        destructive
        onConfirm={() => void submit()}
      >
        <div className="flex flex-col gap-4">
          <TextField
            label={t('settings.data.typeHandle', { handle })}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            error={fieldError('confirmation')}
            {...form.register('confirmation')}
          />
          <CurrentPasswordFields
            control={form.control}
            passwordName="password"
            passwordLabel={t('auth.password')}
            passwordError={fieldError('password')}
            codeName="code"
            twoFactorOn={twoFactorOn}
            codeError={fieldError('code')}
          />
        </div>
      </ConfirmDialog>
    </section>
  );
}
