import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '#web/i18n/react';
import type { RequestEntry } from '#shared/schemas/request-workspace';
import { Button } from '#web/components/ui/button';
import { groupByDay } from '../lib/day-groups';
import { nameOf } from '../lib/formats';
import { ThreadEntry } from './thread-entry';

// A reader this close to the bottom of the thread's box follows new entries; one further up stays.
const FOLLOW_WITHIN_PX = 150;

/**
 * A request's thread, oldest at the top and grouped by day, with 'Load earlier' for older pages and
 * the composer (or why one may not write) at its foot. On a desktop the entries scroll in their own
 * box that keeps to the newest; on a phone they flow with the page and the composer stays in reach.
 */
export function WorkspaceThread({
  requestId,
  entries,
  older,
  canAnswerDeliveries,
  onNewEntry,
  footer,
}: {
  requestId: string;
  entries: RequestEntry[];
  older: { has: boolean; loading: boolean; failed: boolean; load: () => void };
  canAnswerDeliveries: boolean;
  /** Told on opening and each time the newest entry changes while shown (to read the request). */
  onNewEntry?: () => void;
  footer: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const distanceFromBottom = useRef(0);
  const newest = entries.at(-1);
  const groups = useMemo(() => groupByDay(entries, i18n.language), [entries, i18n.language]);

  // Keeps the reader in place: at the newest for new entries, where they were when older ones load.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const follow = distanceFromBottom.current < FOLLOW_WITHIN_PX || newest?.mine;
    element.scrollTop = follow
      ? element.scrollHeight
      : element.scrollHeight - element.clientHeight - distanceFromBottom.current;
  }, [entries.length, newest?.id, newest?.mine]);

  // Reading: on opening (an empty thread too: a new request is news), on each new entry, and when
  // the tab comes back into view.
  const newestId = newest?.id;
  useEffect(() => {
    if (!onNewEntry) return;
    const readIfVisible = () => {
      if (document.visibilityState === 'visible') onNewEntry();
    };
    readIfVisible();
    document.addEventListener('visibilitychange', readIfVisible);
    return () => document.removeEventListener('visibilitychange', readIfVisible);
  }, [newestId, onNewEntry]);

  const announcement = useAnnouncement(entries);

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col rounded-2xl border border-slate-200 bg-surface shadow-sm"
    >
      <h2 id={titleId} className="border-b border-slate-200 px-4 py-3 text-lg font-semibold">
        {t('workspace.thread.title')}
      </h2>
      <div
        ref={scroller}
        onScroll={() => {
          const element = scroller.current;
          if (element)
            distanceFromBottom.current = element.scrollHeight - element.clientHeight - element.scrollTop;
        }}
        className="px-3 py-4 lg:max-h-[calc(100dvh-26rem)] lg:min-h-80 lg:overflow-y-auto"
      >
        {older.has && (
          <div className="mb-4 flex flex-col items-center gap-1">
            <Button variant="outline" size="sm" disabled={older.loading} onClick={older.load}>
              {older.loading ? t('common.loading') : t('workspace.thread.loadEarlier')}
            </Button>
            {older.failed && (
              <p role="alert" className="text-xs text-red-700">
                {t('workspace.thread.olderFailed')}
              </p>
            )}
          </div>
        )}
        {entries.length === 0 && (
          <p className="py-8 text-center text-sm text-slate-500">{t('workspace.thread.empty')}</p>
        )}
        {groups.map((group) => (
          <section key={group.day} aria-label={group.label} className="mb-4">
            <h3 className="mb-2 text-center text-xs font-medium text-slate-500">{group.label}</h3>
            <ul className="flex flex-col gap-3">
              {group.items.map((entry) => (
                <ThreadEntry
                  key={entry.id}
                  entry={entry}
                  requestId={requestId}
                  canAnswerDeliveries={canAnswerDeliveries}
                />
              ))}
            </ul>
          </section>
        ))}
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
      </div>
      {/* On a phone the composer stays in reach while the thread is on screen; on a desktop the
          thread scrolls in its box and the composer sits under it. */}
      <div className="sticky bottom-0 z-10 rounded-b-2xl lg:static">{footer}</div>
    </section>
  );
}

/** New entries from the other side, told to screen readers; the entries shown on opening are not. */
function useAnnouncement(entries: RequestEntry[]) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  const newestTheirs = entries.findLast((entry) => !entry.mine);
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (seen.current === undefined) {
      seen.current = newestTheirs?.id ?? '';
      return;
    }
    if (newestTheirs && newestTheirs.id !== seen.current) {
      seen.current = newestTheirs.id;
      setAnnouncement(
        t('workspace.thread.announce', { name: nameOf(newestTheirs.author, t('comments.unknownUser')) }),
      );
    }
  }, [newestTheirs, t]);
  return announcement;
}
