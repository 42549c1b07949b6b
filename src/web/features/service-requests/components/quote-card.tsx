import type { ReactNode } from 'react';
import { useTranslation } from '#web/i18n/react';
import type { Milestone, Quote } from '#shared/schemas/request-workspace';
import { cn } from '#web/lib/cn';
import { formatDay, formatMoney } from '../lib/formats';

const QUOTE_TONE: Record<Quote['status'], string> = {
  proposed: 'bg-amber-100 text-amber-900',
  accepted: 'bg-emerald-100 text-emerald-900',
  declined: 'bg-red-100 text-red-900',
  superseded: 'bg-slate-100 text-slate-600',
};
const MILESTONE_TONE: Record<Milestone['status'], string> = {
  open: 'border border-slate-300 text-slate-700',
  delivered: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
};

/** A small pill naming a state; the words say it, the colour only helps. */
export function StatePill({ tone, children }: { tone: string; children: ReactNode }) {
  return (
    <span
      className={cn('inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', tone)}
    >
      {children}
    </span>
  );
}

/**
 * A quote as it stands now: price, delivery date, its state and its milestones with theirs. The
 * thread shows each quote sent; the sidebar the one waiting or agreed, with `actions` to answer it.
 */
export function QuoteCard({
  quote,
  heading,
  actions,
  className,
}: {
  quote: Quote;
  heading?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, quote.currency, i18n.language);
  return (
    <div className={cn('rounded-xl border border-slate-200 bg-surface p-4 text-sm shadow-sm', className)}>
      {heading && <p className="mb-2 text-xs font-medium text-slate-500">{heading}</p>}
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className={cn('text-lg font-bold', quote.status === 'superseded' && 'line-through')}>
            {money(quote.price)}
          </p>
          <p className="text-slate-600">
            {t('workspace.quote.deliveryBy', { date: formatDay(quote.deliveryDate, i18n.language) })}
          </p>
        </div>
        <StatePill tone={QUOTE_TONE[quote.status]}>{t(`workspace.quote.status.${quote.status}`)}</StatePill>
      </div>
      {quote.milestones.length > 0 && (
        <div className="mt-3">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t('workspace.quote.milestones')}
          </p>
          <ol className="mt-1 divide-y divide-slate-200">
            {quote.milestones.map((milestone) => (
              <li key={milestone.id} className="py-2">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 font-medium break-words">
                    {t('workspace.quote.milestoneName', {
                      position: milestone.position,
                      title: milestone.title,
                    })}
                  </span>
                  <span className="shrink-0 font-semibold">{money(milestone.amount)}</span>
                </div>
                <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
                  <span className="text-xs text-slate-500">
                    {t('workspace.quote.due', { date: formatDay(milestone.dueDate, i18n.language) })}
                  </span>
                  <StatePill tone={MILESTONE_TONE[milestone.status]}>
                    {t(`workspace.quote.milestoneStatus.${milestone.status}`)}
                  </StatePill>
                </div>
              </li>
            ))}
          </ol>
        </div>
      )}
      {actions}
    </div>
  );
}
