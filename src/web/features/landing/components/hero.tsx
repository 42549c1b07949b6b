import { ArrowRight } from 'lucide-react';
import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button';
import { signInPath } from '#web/lib/sign-in-path';

export function Hero() {
  const { t } = useTranslation();
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-surface">
      <div className="mx-auto max-w-6xl px-4 pt-16 pb-20 text-center sm:px-6 md:pt-24 md:pb-28">
        <p className="mx-auto inline-flex rounded-full bg-surface px-3 py-1 text-sm font-medium text-brand-700 shadow-sm ring-1 ring-brand-100">
          {t('landing.hero.eyebrow')}
        </p>
        <h1 className="mx-auto mt-6 max-w-3xl text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl md:text-6xl">
          {t('landing.hero.title')}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-600">
          {t('landing.hero.subtitle')}
        </p>
        <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Link to={signInPath({ tab: 'sign-up' }, '/login')} className={buttonClasses('primary', 'lg')}>
            {t('landing.hero.createAccount')}
            <ArrowRight className="size-5" aria-hidden="true" />
          </Link>
          <Link to="/explore" className={buttonClasses('outline', 'lg')}>
            {t('landing.hero.explore')}
          </Link>
        </div>
      </div>
    </section>
  );
}
