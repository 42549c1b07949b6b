import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { SelectField } from '#web/components/ui/select-field';
import { showToast } from '#web/components/ui/toast-store';
import { useApiForm } from '#web/lib/use-api-form';
import { ReasonField } from './reason-field';

export type ActionMember = { userId: string; name: string };

/** The texts of one staff action on a member, already translated. */
export type MemberActionTexts = {
  title: string;
  description: string;
  confirm: string;
  sending: string;
  failed: string;
  done: string;
};

/**
 * A staff action on a member (warn, ban): the reason they will read, one choice (a severity, a
 * duration) and a confirm; the dialog closes and says so when it is done.
 */
export function MemberActionDialog<Values extends FieldValues & { reason: string }, Output>({
  schema,
  defaultValues,
  choice,
  texts,
  destructive = false,
  send,
  open,
  onOpenChange,
}: {
  schema: z.ZodType<Output, Values>;
  defaultValues: DefaultValues<NoInfer<Values>>;
  choice: { name: Path<Values>; label: string; options: readonly { value: string; label: string }[] };
  texts: MemberActionTexts;
  destructive?: boolean;
  send: (values: Output) => Promise<unknown>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { form, submit, submitting, fieldError } = useApiForm({
    schema,
    defaultValues,
    failureTitle: texts.failed,
    onSubmit: async (values) => {
      await send(values);
      showToast({ title: texts.done });
      form.reset();
      onOpenChange(false);
    },
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={texts.title}
      description={texts.description}
      confirmLabel={submitting ? texts.sending : texts.confirm}
      busy={submitting}
      destructive={destructive}
      onConfirm={() => void submit()}
    >
      <div className="flex flex-col gap-4">
        <ReasonField
          control={form.control}
          registration={form.register('reason' as Path<Values>)}
          error={fieldError('reason' as Path<Values>)}
        />
        <SelectField label={choice.label} {...form.register(choice.name)}>
          {choice.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      </div>
    </ConfirmDialog>
  );
}
