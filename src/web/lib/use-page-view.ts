import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { InsightPageKind, InsightView } from '#shared/schemas/insights';
import { toSupportedLanguage } from '#web/i18n/index';
import { useTranslation } from '#web/i18n/react';
import { apiRequest } from './api-client';

// The document's first page was counted by the server as it answered it, with where the visitor
// came from (docs/decisions/0072-insights-without-cookies.md), unless it was prerendered, which the
// server does not count: then it is told here once shown. The app's own navigations are told here.
const firstPath = typeof window === 'undefined' ? null : window.location.pathname;
const prerendered =
  typeof document !== 'undefined' &&
  ((document as Document & { prerendering?: boolean }).prerendering === true ||
    ((performance.getEntriesByType('navigation')[0] as { activationStart?: number } | undefined)
      ?.activationStart ?? 0) > 0);
let firstPageSeen = false;
// Where the visit came from is told with the first view told here, when the server counted none.
let entryTold = !prerendered;

/** Whether this view is of the document's first page, which the server counted. */
function countedByServer(): boolean {
  if (firstPageSeen) return false;
  firstPageSeen = true;
  return !prerendered && window.location.pathname === firstPath;
}

/** The referring page and `utm_source`, for the first page of the visit only. */
function entryOf(): Pick<InsightView, 'referrer' | 'source'> {
  if (entryTold) return {};
  entryTold = true;
  const source = new URLSearchParams(window.location.search).get('utm_source');
  return {
    ...(document.referrer && { referrer: document.referrer.slice(0, 2048) }),
    ...(source && { source: source.slice(0, 200) }),
  };
}

/** Runs `tell` once the page is shown: a page prerendered and never shown is no view. */
function whenShown(tell: () => void): () => void {
  if (!(document as Document & { prerendering?: boolean }).prerendering) {
    tell();
    return () => undefined;
  }
  document.addEventListener('prerenderingchange', tell, { once: true });
  return () => document.removeEventListener('prerenderingchange', tell);
}

/**
 * Tells the server a profile, project or service page was shown, for its creator's insights: once
 * per visit of the page (each history entry), on the first page as on the app's own navigations.
 * Whether it counts is the server's to decide (a bot, the owner, a page opened from a report: no).
 */
export function usePageView(page: { kind: InsightPageKind; id: string } | null) {
  const { i18n } = useTranslation();
  const location = useLocation();
  const fromReport = (location.state as { fromReport?: unknown } | null)?.fromReport === true;
  const kind = page?.kind;
  const id = page?.id;
  useEffect(() => {
    if (!kind || !id || countedByServer()) return;
    return whenShown(() => {
      const view: InsightView = {
        kind,
        id,
        language: toSupportedLanguage(i18n.language),
        ...entryOf(),
        ...(fromReport && { fromReport }),
      };
      // A view not told is a figure missed, never a failure the visitor should hear of.
      apiRequest('/insights/views', { method: 'POST', keepalive: true, json: view }).catch(() => undefined);
    });
    // Once per page shown: a new history entry is a new view, a re-render is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, id, location.key]);
}
