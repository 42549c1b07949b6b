import { ChartNoAxesColumn, Download } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { Insights } from '#shared/schemas/insights';
import { RequireSession } from '#web/components/routing/require-session';
import { LoadFailed } from '#web/components/load-failed';
import { buttonClasses } from '#web/components/ui/button';
import { Spinner } from '#web/components/ui/spinner';
import { useTranslation } from '#web/i18n/react';
import { cn } from '#web/lib/cn';
import { formatNumber } from '#web/lib/number-format';
import { useSession } from '#web/lib/session';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { insightsCsvPath, useInsights, type InsightPeriod } from '../api/insights';
import { FunnelFigures } from '../components/funnel';
import { NamedCounts } from '../components/named-counts';
import { ViewsChart } from '../components/views-chart';

const PERIODS: InsightPeriod[] = ['7', '30', '90'];
const periodOf = (value: string | null): InsightPeriod => PERIODS.find((period) => period === value) ?? '30';

/** /insights: who looked at the member's work, from where, over the last 7, 30 or 90 days. */
export default function InsightsPage() {
  return (
    <RequireSession>
      <InsightsScreen />
    </RequireSession>
  );
}

function InsightsScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const days = periodOf(params.get('days'));
  const insights = useInsights(days);
  useDocumentTitle(t('insights.title'));
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight">
        <ChartNoAxesColumn aria-hidden className="size-8 text-brand-500" />
        {t('insights.title')}
      </h1>
      <p className="mt-2 text-slate-600">
        {t('insights.intro')}{' '}
        <Link to="/privacy" className="text-brand-700 underline">
          {t('insights.howCounted')}
        </Link>
      </p>
      <nav aria-label={t('insights.period')} className="mt-6 flex flex-wrap items-center gap-2">
        {PERIODS.map((period) => (
          <Link
            key={period}
            to={`?days=${period}`}
            replace
            aria-current={period === days ? 'page' : undefined}
            className={cn(buttonClasses(period === days ? 'primary' : 'outline', 'sm'), 'touch-target')}
          >
            {t(`insights.last${period}`)}
          </Link>
        ))}
        <a
          href={insightsCsvPath(days)}
          download
          className={cn(buttonClasses('ghost', 'sm'), 'touch-target sm:ml-auto')}
        >
          <Download aria-hidden className="size-4" />
          {t('insights.downloadCsv')}
        </a>
      </nav>
      {insights.isPending ? (
        <div role="status" className="mt-10 flex items-center gap-2 text-sm text-slate-600">
          <Spinner /> {t('common.loading')}
        </div>
      ) : insights.isError ? (
        <LoadFailed onRetry={() => void insights.refetch()} />
      ) : (
        <Figures insights={insights.data} />
      )}
    </div>
  );
}

function Figures({ insights }: { insights: Insights }) {
  const { t, i18n } = useTranslation();
  const handle = useSession().user?.profile.handle;
  const number = (value: number) => formatNumber(value, i18n.language);
  const dateOf = (day: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const languageName = new Intl.DisplayNames([i18n.language], { type: 'language' });
  const { funnel } = insights;
  const ledToSomething = funnel.requestsSent + funnel.messagesStarted + funnel.follows > 0;
  return (
    <>
      <dl className="mt-8 grid grid-cols-2 gap-4">
        <div className="rounded-2xl bg-slate-50 p-4">
          <dt className="text-sm text-slate-600">{t('insights.views')}</dt>
          <dd className="text-3xl font-bold">{number(insights.totals.views)}</dd>
        </div>
        <div className="rounded-2xl bg-slate-50 p-4">
          <dt className="text-sm text-slate-600">{t('insights.visitors')}</dt>
          <dd className="text-3xl font-bold">{number(insights.totals.visitors)}</dd>
        </div>
      </dl>
      {insights.totals.views === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-slate-300 p-8 text-center">
          <h2 className="font-semibold">{t('insights.emptyTitle')}</h2>
          <p className="mt-1 text-sm text-slate-600">{t('insights.emptyText')}</p>
          {handle && (
            <Link to={`/${handle}`} className={cn(buttonClasses('primary', 'md'), 'mt-5')}>
              {t('insights.openProfile')}
            </Link>
          )}
        </div>
      ) : (
        <>
          <ViewsChart daily={insights.daily} />
          <details className="mt-4 rounded-xl border border-slate-200 p-3">
            <summary className="touch-target cursor-pointer text-sm font-medium">
              {t('insights.showTable')}
            </summary>
            <table className="mt-3 w-full text-sm">
              <caption className="sr-only">{t('insights.tableCaption')}</caption>
              <thead>
                <tr className="text-left text-slate-600">
                  <th scope="col" className="py-1 font-medium">
                    {t('insights.day')}
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    {t('insights.views')}
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    {t('insights.visitors')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...insights.daily].reverse().map(({ day, views, visitors }) => (
                  <tr key={day} className="border-t border-slate-100">
                    <th scope="row" className="py-1 text-left font-normal">
                      {dateOf(day)}
                    </th>
                    <td className="py-1 text-right tabular-nums">{number(views)}</td>
                    <td className="py-1 text-right tabular-nums">{number(visitors)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
          <div className="mt-10 grid gap-10 md:grid-cols-2">
            <NamedCounts
              heading={t('insights.topPages')}
              items={insights.pages.map((page) => ({
                key: `${page.kind}:${page.id}`,
                name: page.title ?? t('insights.pageGone'),
                href: page.path,
                count: page.views,
                note: t(`insights.kind.${page.kind}`),
              }))}
              empty={t('insights.nothingYet')}
            />
            <NamedCounts
              heading={t('insights.referrers')}
              items={insights.referrers.map(({ name, count }) => ({ key: name, name, count }))}
              empty={t('insights.noReferrers')}
            />
            <NamedCounts
              heading={t('insights.sources')}
              items={insights.sources.map(({ name, count }) => ({ key: name, name, count }))}
              empty={t('insights.noSources')}
            />
            <NamedCounts
              heading={t('insights.languages')}
              items={insights.languages.map(({ name, count }) => ({
                key: name,
                name: languageName.of(name) ?? name,
                count,
              }))}
              empty={t('insights.nothingYet')}
            />
          </div>
        </>
      )}
      {(insights.totals.views > 0 || ledToSomething) && <FunnelFigures funnel={funnel} />}
    </>
  );
}
