import { useTranslation } from '#web/i18n/react';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button';
import { signInPath } from '#web/lib/sign-in-path';

export function FinalCallToAction() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="final-cta-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="rounded-3xl bg-brand-600 px-6 py-14 text-center text-white sm:px-12">
        <h2 id="final-cta-heading" className="text-3xl font-bold tracking-tight text-balance">
          {t('landing.finalCta.title')}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-white/90">{t('landing.finalCta.text')}</p>
        <Link
          to={signInPath({ tab: 'sign-up' }, '/login')}
          className={buttonClasses('outline', 'lg', 'mt-8 border-transparent text-brand-700')}
        >
          {t('landing.finalCta.button')}
        </Link>
      </div>
    </section>
  );
}
