import { Link } from 'react-router';
import { useTranslation } from '#web/i18n/react';
import { formatNumber } from '#web/lib/number-format';

type Item = { key: string; name: string; count: number; href?: string | null; note?: string };

/** A short list of names with their counts, the largest first, under its heading. */
export function NamedCounts({ heading, items, empty }: { heading: string; items: Item[]; empty: string }) {
  const { i18n } = useTranslation();
  const most = Math.max(1, ...items.map(({ count }) => count));
  return (
    <section>
      <h2 className="text-lg font-semibold">{heading}</h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-2">
          {items.map((item) => (
            <li
              key={item.key}
              className="relative flex items-center justify-between gap-3 rounded-lg px-3 py-2"
            >
              {/* The share of the largest, drawn behind the row. */}
              <span
                aria-hidden
                className="absolute inset-y-0 left-0 rounded-lg bg-brand-50"
                style={{ width: `${(item.count / most) * 100}%` }}
              />
              <span className="relative min-w-0">
                {item.href ? (
                  <Link to={item.href} className="block truncate font-medium text-brand-700 hover:underline">
                    {item.name}
                  </Link>
                ) : (
                  <span className="block truncate font-medium">{item.name}</span>
                )}
                {item.note && <span className="block text-xs text-slate-600">{item.note}</span>}
              </span>
              <span className="relative shrink-0 tabular-nums">
                {formatNumber(item.count, i18n.language)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
