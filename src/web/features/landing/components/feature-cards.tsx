import { Briefcase, Globe, Heart, LayoutGrid, MessageCircle, ShieldCheck } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from '#web/i18n/react';
import { SectionHeading } from './section-heading';

const FEATURES: Array<{ key: string; icon: ComponentType<{ className?: string }> }> = [
  { key: 'portfolio', icon: LayoutGrid },
  { key: 'services', icon: Briefcase },
  { key: 'community', icon: Heart },
  { key: 'messaging', icon: MessageCircle },
  { key: 'safety', icon: ShieldCheck },
  { key: 'languages', icon: Globe },
];

export function FeatureCards() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="features-heading" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <SectionHeading
          id="features-heading"
          title={t('landing.features.title')}
          subtitle={t('landing.features.subtitle')}
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-2xl bg-surface p-6 shadow-sm ring-1 ring-slate-200">
              <Icon className="size-7 text-brand-500" aria-hidden="true" />
              <h3 className="mt-4 font-semibold">{t(`landing.features.items.${key}.title`)}</h3>
              <p className="mt-2 text-sm text-slate-600">{t(`landing.features.items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
