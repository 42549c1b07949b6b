import { Link } from 'react-router';
import { useTranslation } from '#web/i18n/react';
import { formatRelativeTime } from '#web/lib/relative-time';
import { draftPath, useDrafts } from '../api/drafts';
import { DraftKindIcon, useDraftTitle } from './draft-label';

/**
 * How many drafts the member has and the three newest, each opening where it is taken up again;
 * nothing while they have none. For a page that sums up the member's work (the home page).
 */
export function DraftsSummary({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const { count, newest } = useDrafts();
  const titleOf = useDraftTitle();
  if (count === 0) return null;
  return (
    <section aria-labelledby="drafts-summary-heading" className={className}>
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="drafts-summary-heading" className="flex items-center gap-2 font-semibold">
          {t('drafts.summaryTitle')}
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
            {count}
          </span>
        </h2>
        <Link to="/drafts" className="touch-target text-sm font-medium text-brand-700 hover:underline">
          {t('drafts.seeAll')}
        </Link>
      </div>
      <ul className="mt-2 flex flex-col">
        {newest.map((draft) => (
          <li key={draft.id}>
            <Link
              to={draftPath(draft)}
              className="flex min-h-11 items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-slate-50"
            >
              <DraftKindIcon kind={draft.kind} />
              <span className="min-w-0 flex-1 truncate text-sm font-medium">{titleOf(draft)}</span>
              <time dateTime={draft.updatedAt} className="shrink-0 text-xs text-slate-500">
                {formatRelativeTime(new Date(draft.updatedAt), i18n.language)}
              </time>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
