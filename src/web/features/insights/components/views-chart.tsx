import type { Insights } from '#shared/schemas/insights';
import { useTranslation } from '#web/i18n/react';

type Day = Insights['daily'][number];

const HEIGHT = 160;
const GAP = 0.2;

/**
 * Each day's views as a bar, its visitors as a darker bar inside it: drawn as SVG with the page, no
 * chart library. The figures are in the table beside it, which is what a screen reader reads; the
 * drawing is hidden from it.
 */
export function ViewsChart({ daily }: { daily: Day[] }) {
  const { t, i18n } = useTranslation();
  const most = Math.max(1, ...daily.map(({ views }) => views));
  const width = daily.length;
  const barOf = (count: number) => (count / most) * HEIGHT;
  const first = daily[0]?.day;
  const last = daily.at(-1)?.day;
  const dateOf = (day: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString(i18n.language, {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
  return (
    <figure className="mt-6">
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-40 w-full rounded-lg bg-slate-50"
      >
        {daily.map(({ day, views, visitors }, index) => (
          <g key={day}>
            <rect
              x={index + GAP / 2}
              y={HEIGHT - barOf(views)}
              width={1 - GAP}
              height={barOf(views)}
              className="fill-brand-100"
            />
            <rect
              x={index + GAP / 2}
              y={HEIGHT - barOf(Math.min(visitors, views))}
              width={1 - GAP}
              height={barOf(Math.min(visitors, views))}
              className="fill-brand-600"
            />
          </g>
        ))}
      </svg>
      <figcaption className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600">
        <span>{first && dateOf(first)}</span>
        <span className="flex items-center gap-3">
          <span className="flex items-center gap-1">
            <span aria-hidden className="inline-block size-3 rounded-sm bg-brand-100" />
            {t('insights.views')}
          </span>
          <span className="flex items-center gap-1">
            <span aria-hidden className="inline-block size-3 rounded-sm bg-brand-600" />
            {t('insights.visitors')}
          </span>
        </span>
        <span>{last && dateOf(last)}</span>
      </figcaption>
    </figure>
  );
}
