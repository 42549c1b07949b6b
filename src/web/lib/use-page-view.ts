import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { InsightPageKind, InsightView } from '#shared/schemas/insights';
import { toSupportedLanguage } from '#web/i18n/index';
import { useTranslation } from '#web/i18n/react';
import { apiRequest } from './api-client';

// The first page of a visit says where the visitor came from; the app's own navigations do not,
// as their referrer is Atelier itself (docs/decisions/0072-insights-without-cookies.md).
let entryTold = false;

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
    if (!kind || !id) return;
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
