import { Scale } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import { APPEAL_MAX_LENGTH } from '#shared/constants';
import { appealInputSchema, type Appeal } from '#shared/schemas/standing';
import { Button } from '#web/components/ui/button';
import { TextAreaField } from '#web/components/ui/text-area-field';
import { showToast } from '#web/components/ui/toast-store';
import { useApiForm } from '#web/lib/use-api-form';
import { useSendAppeal } from '../api/standing';

/**
 * 'Appeal this decision' on /banned: one appeal per ban. Once sent, the member sees it waiting, then
 * the staff's answer (lifting the ban sends them home instead).
 */
export function AppealSection({ appeal }: { appeal: Appeal | null }) {
  const { t, i18n } = useTranslation();
  const [writing, setWriting] = useState(false);
  const date = (value: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(value),
    );

  if (appeal) {
    return (
      <section aria-labelledby="appeal" className="mt-6 rounded-xl border border-red-200 bg-surface p-4">
        <h2 id="appeal" className="flex items-center gap-2 font-semibold text-slate-900">
          <Scale aria-hidden className="size-4" />
          {t('banned.appeal.yours')}
        </h2>
        <p className="mt-2 text-sm break-words whitespace-pre-wrap text-slate-700">{appeal.message}</p>
        <p className="mt-1 text-xs text-slate-500">
          {t('banned.appeal.sentOn', { date: date(appeal.createdAt) })}
        </p>
        {appeal.decision === 'upheld' ? (
          <div className="mt-3 border-t border-slate-200 pt-3 text-sm">
            <p className="font-semibold text-slate-900">{t('banned.appeal.upheld')}</p>
            {appeal.reply && (
              <p className="mt-1 break-words whitespace-pre-wrap text-slate-700">{appeal.reply}</p>
            )}
          </div>
        ) : (
          <p className="mt-3 text-sm font-medium text-amber-800">{t('banned.appeal.waiting')}</p>
        )}
      </section>
    );
  }
  if (!writing) {
    return (
      <Button variant="outline" className="mt-6" onClick={() => setWriting(true)}>
        <Scale aria-hidden className="size-4" />
        {t('banned.appeal.start')}
      </Button>
    );
  }
  return <AppealForm onCancel={() => setWriting(false)} />;
}

function AppealForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const send = useSendAppeal();
  const { form, submit, submitting, fieldError } = useApiForm({
    guardUnsaved: true,
    schema: appealInputSchema,
    defaultValues: { message: '' },
    failureTitle: t('banned.appeal.failed'),
    onSubmit: async (input) => {
      await send.mutateAsync(input);
      showToast({ title: t('banned.appeal.sent'), description: t('banned.appeal.sentText') });
    },
  });
  const message = form.watch('message');
  return (
    <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-3 rounded-xl bg-surface p-4">
      <TextAreaField
        label={t('banned.appeal.label')}
        value={message}
        maxLength={APPEAL_MAX_LENGTH}
        rows={5}
        error={fieldError('message')}
        {...form.register('message')}
      />
      <p className="text-xs text-slate-500">{t('banned.appeal.once')}</p>
      <div className="flex gap-2">
        <Button type="submit" disabled={submitting}>
          {submitting ? t('banned.appeal.sending') : t('banned.appeal.send')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={submitting}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
