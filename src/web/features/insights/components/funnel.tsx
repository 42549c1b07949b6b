import { Link } from 'react-router';
import type { Insights } from '#shared/schemas/insights';
import { useTranslation } from '#web/i18n/react';
import { formatNumber, formatPercent } from '#web/lib/number-format';

type Funnel = Insights['funnel'];

/**
 * What visits led to: the services' pages seen, their request forms begun and the requests sent, each
 * step with its share of the one before; then conversations others began and new followers; and the
 * same steps for each service in a table.
 */
export function FunnelFigures({ funnel }: { funnel: Funnel }) {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const shareOf = (part: number, whole: number) =>
    whole === 0 ? null : formatPercent(part / whole, i18n.language);
  const steps = [
    { key: 'serviceViews', value: funnel.serviceViews, of: null },
    { key: 'formsBegun', value: funnel.requestFormsOpened, of: funnel.serviceViews },
    { key: 'requestsSent', value: funnel.requestsSent, of: funnel.requestFormsOpened },
  ] as const;
  return (
    <section className="mt-12" aria-labelledby="funnel-heading">
      <h2 id="funnel-heading" className="text-lg font-semibold">
        {t('insights.funnel.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('insights.funnel.intro')}</p>
      {/* Three across on a phone too: the steps read left to right, as a funnel does. */}
      <ol className="mt-4 grid grid-cols-3 gap-2 sm:gap-3">
        {steps.map(({ key, value, of }) => {
          const share = of === null ? null : shareOf(value, of);
          return (
            <li key={key} className="rounded-2xl border border-slate-200 p-3 sm:p-4">
              <p className="min-h-[2lh] text-xs text-slate-600 sm:min-h-0 sm:text-sm">
                {t(`insights.funnel.${key}`)}
              </p>
              <p className="text-xl font-bold tabular-nums sm:text-2xl">{number(value)}</p>
              {share && (
                <p className="text-xs text-slate-600">{t('insights.funnel.ofStepBefore', { share })}</p>
              )}
            </li>
          );
        })}
      </ol>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-slate-50 p-4">
          <dt className="text-sm text-slate-600">{t('insights.funnel.messagesStarted')}</dt>
          <dd className="text-2xl font-bold tabular-nums">{number(funnel.messagesStarted)}</dd>
        </div>
        <div className="rounded-2xl bg-slate-50 p-4">
          <dt className="text-sm text-slate-600">{t('insights.funnel.follows')}</dt>
          <dd className="text-2xl font-bold tabular-nums">{number(funnel.follows)}</dd>
        </div>
      </dl>
      {funnel.services.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t('insights.funnel.noServices')}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('insights.funnel.tableCaption')}</caption>
            <thead>
              <tr className="text-left text-slate-600">
                <th scope="col" className="py-1 pr-2 font-medium">
                  {t('insights.kind.service')}
                </th>
                <th scope="col" className="py-1 pl-2 text-right font-medium">
                  {t('insights.views')}
                </th>
                <th scope="col" className="py-1 pl-2 text-right font-medium">
                  {t('insights.funnel.formsBegun')}
                </th>
                <th scope="col" className="py-1 pl-2 text-right font-medium">
                  {t('insights.funnel.requestsSent')}
                </th>
              </tr>
            </thead>
            <tbody>
              {funnel.services.map((service) => {
                const share = shareOf(service.requestsSent, service.views);
                return (
                  <tr key={service.id} className="border-t border-slate-100">
                    <th scope="row" className="py-2 pr-2 text-left font-normal">
                      {service.path ? (
                        <Link to={service.path} className="font-medium text-brand-700 hover:underline">
                          {service.title}
                        </Link>
                      ) : (
                        <span className="font-medium">{service.title ?? t('insights.pageGone')}</span>
                      )}
                    </th>
                    <td className="py-2 pl-2 text-right tabular-nums">{number(service.views)}</td>
                    <td className="py-2 pl-2 text-right tabular-nums">
                      {number(service.requestFormsOpened)}
                    </td>
                    <td className="py-2 pl-2 text-right tabular-nums">
                      {number(service.requestsSent)}
                      {share && (
                        <span className="block text-xs text-slate-600">
                          {t('insights.funnel.ofViews', { share })}
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
