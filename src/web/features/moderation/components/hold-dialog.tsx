import { useTranslation } from '#web/i18n/react';
import { contentHoldInputSchema } from '#shared/schemas/moderation';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { showToast } from '#web/components/ui/toast-store';
import { useApiForm } from '#web/lib/use-api-form';
import { useHoldContent, type HeldType } from '../api/admin';
import { ReasonField } from './reason-field';

/**
 * Unpublish a project or deactivate a service, with the reason its owner will read on its page; its
 * open reports are resolved with it.
 */
export default function HoldDialog({
  type,
  contentId,
  title,
  open,
  onOpenChange,
  onHeld,
}: {
  type: HeldType;
  contentId: string;
  /** The project's or service's title, named in the dialog. */
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onHeld?: () => void;
}) {
  const { t } = useTranslation();
  const hold = useHoldContent(type, contentId);
  const { form, submit, submitting, fieldError } = useApiForm({
    schema: contentHoldInputSchema,
    defaultValues: { reason: '' },
    failureTitle: t(`admin.hold.${type}.failed`),
    onSubmit: async (values) => {
      await hold.mutateAsync(values);
      showToast({ title: t(`admin.hold.${type}.done`, { title }) });
      form.reset();
      onOpenChange(false);
      onHeld?.();
    },
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(`admin.hold.${type}.title`, { title })}
      description={t(`admin.hold.${type}.description`)}
      confirmLabel={t(`admin.hold.${type}.confirm`)}
      busy={submitting}
      destructive
      onConfirm={() => void submit()}
    >
      <ReasonField
        control={form.control}
        registration={form.register('reason')}
        error={fieldError('reason')}
        label={t('admin.hold.reasonLabel')}
      />
    </ConfirmDialog>
  );
}
