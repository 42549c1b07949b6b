import { useTranslation } from '#web/i18n/react';
import { SectionHeading } from './section-heading';

const STEPS = ['profile', 'share', 'hired'] as const;

export function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="how-it-works-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <SectionHeading
        id="how-it-works-heading"
        title={t('landing.howItWorks.title')}
        subtitle={t('landing.howItWorks.subtitle')}
      />
      <ol className="grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step} className="rounded-2xl border border-slate-200 p-6">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{t(`landing.howItWorks.steps.${step}.title`)}</h3>
            <p className="mt-2 text-slate-600">{t(`landing.howItWorks.steps.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
