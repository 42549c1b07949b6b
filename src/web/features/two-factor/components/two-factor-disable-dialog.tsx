import { useWatch } from 'react-hook-form';
import { useTranslation } from '#web/i18n/react';
import { passwordConfirmationSchema } from '#shared/schemas/two-factor';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';

import { showToast } from '#web/components/ui/toast-store';
import { useApiForm } from '#web/lib/use-api-form';
import { useDisableTwoFactor } from '../api/two-factor';
import { CurrentPasswordFields } from '#web/components/forms/current-password-fields';

const EMPTY = { password: '', code: '' };

/** Turning two-factor off: confirmed with the current password (and a code while it is on). */
export function TwoFactorDisableDialog({
  open,
  onOpenChange,
  twoFactorOn,
  onDisabled,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  twoFactorOn: boolean;
  onDisabled: () => void;
}) {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const { form, submit, submitting, fieldError } = useApiForm({
    schema: passwordConfirmationSchema,
    defaultValues: EMPTY,
    failureTitle: t('twoFactor.disableFailed'),
    onSubmit: async (values) => {
      await disable.mutateAsync(values);
      close(false);
      onDisabled();
      showToast({ title: t('twoFactor.disabledTitle'), description: t('twoFactor.disabledText') });
    },
  });
  const password = useWatch({ control: form.control, name: 'password' });

  function close(next: boolean) {
    onOpenChange(next);
    if (!next) form.reset(EMPTY);
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={close}
      title={t('twoFactor.disableTitle')}
      description={t('twoFactor.disableConfirm')}
      confirmLabel={t('twoFactor.disable')}
      busy={submitting || !password}
      onConfirm={() => void submit()}
    >
      <div className="flex flex-col gap-4">
        <CurrentPasswordFields
          control={form.control}
          passwordName="password"
          codeName="code"
          twoFactorOn={twoFactorOn}
          codeError={fieldError('code')}
        />
      </div>
    </ConfirmDialog>
  );
}
