import { useId } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Switch } from '#web/components/ui/switch';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { useSaveAiTraining } from '../api/own-profile';

/**
 * Whether AI models may train on the member's work: reserved unless they lift it, saved at the
 * switch (docs/decisions/0065-ai-training-opt-out.md).
 */
export function AiTrainingCard({ allowed }: { allowed: boolean }) {
  const { t } = useTranslation();
  const switchId = useId();
  const explanationId = useId();
  const save = useSaveAiTraining();

  const choose = (allowAiTraining: boolean) =>
    save.mutate(
      { allowAiTraining },
      {
        onSuccess: () =>
          showToast({
            title: t(allowAiTraining ? 'settings.aiTraining.allowed' : 'settings.aiTraining.reserved'),
          }),
        onError: (error) =>
          showToast({
            title: t('settings.aiTraining.failed'),
            description: apiErrorText(t, error),
            variant: 'destructive',
          }),
      },
    );

  return (
    <section
      aria-labelledby="ai-training-heading"
      className="mt-8 rounded-2xl border border-slate-200 bg-surface p-6"
    >
      <h2 id="ai-training-heading" className="text-lg font-semibold">
        {t('settings.aiTraining.title')}
      </h2>
      <div className="mt-4 flex items-center justify-between gap-4">
        <label htmlFor={switchId} className="touch-target flex-1 text-sm text-slate-800">
          {t('settings.aiTraining.allow')}
        </label>
        <Switch
          id={switchId}
          checked={allowed}
          onCheckedChange={choose}
          disabled={save.isPending}
          aria-describedby={explanationId}
        />
      </div>
      <p id={explanationId} className="mt-3 text-sm text-slate-600">
        {t('settings.aiTraining.explanation')}
      </p>
    </section>
  );
}
