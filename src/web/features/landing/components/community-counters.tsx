import { FolderKanban, Handshake, Sparkles, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import { useTranslation } from '#web/i18n/react';
import type { StatsResponse } from '#shared/schemas/stats';
import { formatNumber } from '#web/lib/number-format';
import { useCountUp } from './use-count-up';

type CounterKey = keyof StatsResponse['counts'];

const COUNTERS: Array<{ key: CounterKey; icon: ComponentType<{ className?: string }> }> = [
  { key: 'creators', icon: Users },
  { key: 'projects', icon: FolderKanban },
  { key: 'services', icon: Sparkles },
  { key: 'connections', icon: Handshake },
];

export function CommunityCounters({ counts }: { counts: StatsResponse['counts'] | undefined }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="counters-heading" className="border-y border-slate-200 bg-surface">
      <h2 id="counters-heading" className="sr-only">
        {t('landing.counters.heading')}
      </h2>
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-10 sm:px-6 md:grid-cols-4">
        {COUNTERS.map(({ key, icon: Icon }) => (
          <Counter
            key={key}
            name={key}
            label={t(`landing.counters.${key}`)}
            target={counts?.[key]}
            icon={Icon}
          />
        ))}
      </dl>
    </section>
  );
}

function Counter({
  name,
  label,
  target,
  icon: Icon,
}: {
  name: CounterKey;
  label: string;
  target: number | undefined;
  icon: ComponentType<{ className?: string }>;
}) {
  const { i18n } = useTranslation();
  const value = useCountUp(target);
  return (
    <div className="flex flex-col items-center text-center">
      <Icon className="mb-2 size-6 text-brand-500" aria-hidden="true" />
      <dt className="order-2 text-sm text-slate-600">{label}</dt>
      <dd className="order-1 text-3xl font-bold tabular-nums" data-counter={name}>
        {formatNumber(value, i18n.language)}
      </dd>
    </div>
  );
}
