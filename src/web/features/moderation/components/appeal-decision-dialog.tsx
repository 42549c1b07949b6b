import { useTranslation } from '#web/i18n/react';
import { appealDecisionInputSchema, type AppealDecisionInput } from '#shared/schemas/moderation';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { showToast } from '#web/components/ui/toast-store';
import { useApiForm } from '#web/lib/use-api-form';
import { useDecideAppeal } from '../api/admin';
import { ReasonField } from './reason-field';

type Decision = AppealDecisionInput['decision'];

/**
 * Answers a ban's appeal: lift the ban (a reply is optional) or uphold it (a reply is required). The
 * member reads the reply on /banned and by email.
 */
export function AppealDecisionDialog({
  appealId,
  decision,
  name,
  onOpenChange,
}: {
  appealId: string;
  decision: Decision;
  name: string;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const decide = useDecideAppeal(appealId);
  const { form, submit, submitting, fieldError } = useApiForm({
    schema: appealDecisionInputSchema,
    defaultValues: { decision, reply: '' } satisfies AppealDecisionInput,
    failureTitle: t('admin.appeals.failed'),
    onSubmit: async (values) => {
      await decide.mutateAsync(values);
      showToast({ title: t(`admin.appeals.done.${decision}`, { name }) });
      onOpenChange(false);
    },
  });
  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title={t(`admin.appeals.title.${decision}`, { name })}
      description={t(`admin.appeals.description.${decision}`)}
      confirmLabel={t(`admin.appeals.confirm.${decision}`)}
      busy={submitting}
      destructive={decision === 'upheld'}
      onConfirm={() => void submit()}
    >
      <ReasonField
        control={form.control}
        registration={form.register('reply')}
        error={fieldError('reply')}
        label={t(`admin.appeals.reply.${decision}`)}
      />
    </ConfirmDialog>
  );
}
