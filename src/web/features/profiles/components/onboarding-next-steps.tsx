import { Briefcase, Compass, FolderPlus, type LucideIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';

type NextStep = { to: string; icon: LucideIcon; name: 'project' | 'service' | 'explore' };

const NEXT_STEPS: NextStep[] = [
  { to: '/new', icon: FolderPlus, name: 'project' },
  { to: '/services/new', icon: Briefcase, name: 'service' },
  { to: '/explore', icon: Compass, name: 'explore' },
];

/**
 * Where onboarding ends (docs/decisions/0053): the profile is live, and the first things worth doing
 * are one tap away: a first project, a first service, or a look around. `arrived` is true when the
 * form has just been sent: the heading then takes the focus (and the screen scrolls up to it).
 */
export function OnboardingNextSteps({ handle, arrived }: { handle: string | null; arrived: boolean }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (arrived) heading.current?.focus();
  }, [arrived]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-16">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight outline-none">
        {t('onboarding.done.heading')}
      </h1>
      <p className="mt-2 text-slate-600">{t('onboarding.done.text')}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-3">
        {NEXT_STEPS.map(({ to, icon: Icon, name }) => (
          <li key={name}>
            <Link
              to={to}
              className="flex h-full gap-4 rounded-2xl border border-slate-200 bg-surface p-5 shadow-sm transition-colors hover:border-brand-500 hover:bg-brand-50 sm:flex-col"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                <Icon aria-hidden className="size-5" />
              </span>
              <span className="flex flex-col gap-1">
                <span className="font-semibold text-slate-900">{t(`onboarding.done.${name}.title`)}</span>
                <span className="text-sm text-slate-600">{t(`onboarding.done.${name}.text`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {handle && (
          <Link to={`/${handle}`} className="touch-target font-medium text-brand-700 hover:underline">
            {t('onboarding.done.viewProfile')}
          </Link>
        )}
        <Link to="/settings" className="touch-target font-medium text-brand-700 hover:underline">
          {t('onboarding.done.settings')}
        </Link>
      </p>
    </div>
  );
}
