import { useTranslation } from '#web/i18n/react';
import { WARNING_SEVERITIES } from '#shared/constants';
import { warnInputSchema, type WarnInput } from '#shared/schemas/moderation';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { SelectField } from '#web/components/ui/select-field';
import { showToast } from '#web/components/ui/toast-store';
import { useApiForm } from '#web/lib/use-api-form';
import { useWarnMember } from '../api/admin';
import { ReasonField } from './reason-field';

/** Warn a member: a reason and a severity (low unless chosen); they see it on /warning at once. */
export function WarnDialog({
  member,
  open,
  onOpenChange,
}: {
  member: { userId: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const warn = useWarnMember(member.userId);
  const { form, submit, submitting, fieldError } = useApiForm({
    schema: warnInputSchema,
    defaultValues: { reason: '', severity: 'low' } satisfies WarnInput,
    failureTitle: t('admin.toasts.warnFailed'),
    onSubmit: async (values) => {
      await warn.mutateAsync(values);
      showToast({ title: t('admin.toasts.warned', { name: member.name }) });
      form.reset();
      onOpenChange(false);
    },
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('admin.warn.title', { name: member.name })}
      description={t('admin.warn.description')}
      confirmLabel={submitting ? t('admin.warn.sending') : t('admin.warn.confirm')}
      busy={submitting}
      onConfirm={() => void submit()}
    >
      <div className="flex flex-col gap-4">
        <ReasonField
          control={form.control}
          registration={form.register('reason')}
          error={fieldError('reason')}
        />
        <SelectField label={t('admin.warn.severity')} {...form.register('severity')}>
          {WARNING_SEVERITIES.map((severity) => (
            <option key={severity} value={severity}>
              {t(`admin.severity.${severity}`)}
            </option>
          ))}
        </SelectField>
      </div>
    </ConfirmDialog>
  );
}
