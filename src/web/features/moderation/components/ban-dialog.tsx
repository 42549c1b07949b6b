import { useTranslation } from '#web/i18n/react';
import { BAN_DURATIONS, banInputSchema, type BanInput } from '#shared/schemas/moderation';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { SelectField } from '#web/components/ui/select-field';
import { showToast } from '#web/components/ui/toast-store';
import { useApiForm } from '#web/lib/use-api-form';
import { useBanMember } from '../api/admin';
import { ReasonField } from './reason-field';

/** Ban a member for a number of days or for good; they land on /banned at once. */
export function BanDialog({
  member,
  open,
  onOpenChange,
}: {
  member: { userId: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const ban = useBanMember(member.userId);
  const { form, submit, submitting, fieldError } = useApiForm({
    schema: banInputSchema,
    defaultValues: { reason: '', duration: '1d' } satisfies BanInput,
    failureTitle: t('admin.toasts.banFailed'),
    onSubmit: async (values) => {
      await ban.mutateAsync(values);
      showToast({ title: t('admin.toasts.banned', { name: member.name }) });
      form.reset();
      onOpenChange(false);
    },
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('admin.ban.title', { name: member.name })}
      description={t('admin.ban.description')}
      confirmLabel={submitting ? t('admin.ban.sending') : t('admin.ban.confirm')}
      busy={submitting}
      destructive
      onConfirm={() => void submit()}
    >
      <div className="flex flex-col gap-4">
        <ReasonField
          control={form.control}
          registration={form.register('reason')}
          error={fieldError('reason')}
        />
        <SelectField label={t('admin.ban.duration')} {...form.register('duration')}>
          {BAN_DURATIONS.map((duration) => (
            <option key={duration} value={duration}>
              {t(`admin.ban.durations.${duration}`)}
            </option>
          ))}
        </SelectField>
      </div>
    </ConfirmDialog>
  );
}
