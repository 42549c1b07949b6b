import { useTranslation } from '#web/i18n/react';
import { cn } from '#web/lib/cn';

export const ONBOARDING_STEPS = ['name', 'photo', 'work'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Where the member is in onboarding: the steps by name, the current one marked, those done filled. */
export function OnboardingProgress({ step }: { step: OnboardingStep }) {
  const { t } = useTranslation();
  const current = ONBOARDING_STEPS.indexOf(step);
  return (
    <ol aria-label={t('onboarding.steps.label')} className="grid grid-cols-3 gap-2">
      {ONBOARDING_STEPS.map((name, index) => (
        <li
          key={name}
          aria-current={index === current ? 'step' : undefined}
          className={cn(
            'flex flex-col gap-1.5 text-xs font-medium',
            index <= current ? 'text-brand-700' : 'text-slate-500',
          )}
        >
          <span
            aria-hidden
            className={cn('h-1.5 rounded-full', index <= current ? 'bg-brand-600' : 'bg-slate-200')}
          />
          <span>
            <span className="sr-only">
              {t('onboarding.steps.position', { position: index + 1, total: ONBOARDING_STEPS.length })}{' '}
            </span>
            {t(`onboarding.steps.${name}`)}
          </span>
        </li>
      ))}
    </ol>
  );
}
