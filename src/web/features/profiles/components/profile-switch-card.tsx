import { useId } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Switch } from '#web/components/ui/switch';
import { showToast } from '#web/components/ui/toast-store';
import { apiErrorText } from '#web/lib/api-error-text';
import { useSaveProfileSwitch, type ProfileSwitch } from '../api/own-profile';

// Each switch's texts, under settings.<key>: title, allow (the switch's label), explanation, on and
// off (the toasts of each choice), failed.
const TEXTS = {
  // docs/decisions/0065-ai-training-opt-out.md: reserved unless the member lifts it.
  allowAiTraining: 'aiTraining',
  // docs/decisions/0071-federation-with-fedify.md: followed from other servers unless turned off.
  federates: 'federation',
  // The same decision: a follow from elsewhere waits for the member when they ask it to.
  approvesFollowers: 'followApproval',
  // docs/decisions/0072-insights-without-cookies.md: a creator's views are theirs unless they show them.
  showsViews: 'viewsShown',
} as const satisfies Record<ProfileSwitch, string>;

/** One of the member's yes-or-no choices about their work, saved at the switch, explained below it. */
export function ProfileSwitchCard({ name, checked }: { name: ProfileSwitch; checked: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const switchId = useId();
  const explanationId = useId();
  const save = useSaveProfileSwitch(name);
  const texts = TEXTS[name];

  const choose = (on: boolean) =>
    save.mutate(on, {
      onSuccess: () => showToast({ title: t(`settings.${texts}.${on ? 'on' : 'off'}`) }),
      onError: (error) =>
        showToast({
          title: t(`settings.${texts}.failed`),
          description: apiErrorText(t, error),
          variant: 'destructive',
        }),
    });

  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-2xl border border-slate-200 bg-surface p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {t(`settings.${texts}.title`)}
      </h2>
      <div className="mt-4 flex items-center justify-between gap-4">
        <label htmlFor={switchId} className="touch-target flex-1 text-sm text-slate-800">
          {t(`settings.${texts}.allow`)}
        </label>
        <Switch
          id={switchId}
          checked={checked}
          onCheckedChange={choose}
          disabled={save.isPending}
          aria-describedby={explanationId}
        />
      </div>
      <p id={explanationId} className="mt-3 text-sm text-slate-600">
        {t(`settings.${texts}.explanation`)}
      </p>
    </section>
  );
}
