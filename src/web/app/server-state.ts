import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { SupportedLanguage } from '#shared/constants';
import { PAGE_STATE_ELEMENT_ID } from '#shared/page-rendering';
import type { LocalePart } from '#web/i18n/locale-parts';
import { ApiRequestError } from '#web/lib/api-client';

/** What the server rendered a page from: its language, the cache's queries and the cookie banner's state. */
export interface ServerState {
  language: SupportedLanguage;
  queries: DehydratedState;
  /** Whether the request said the visitor had decided on cookies (the banner was left out). */
  consentDecided: boolean;
  /** The parts of the page whose code loads apart (lib/preloadable-lazy.ts) that the server drew. */
  parts: string[];
  /** The parts of the language's texts the page shows (i18n/locale-parts.ts). */
  localeParts: LocalePart[];
}

/**
 * The state as text safe inside a <script> element: every `<` is escaped, so no value (a project
 * title, say) can close the element or open another.
 */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** The rendered page's state, or null when the page came without one (the dev server). */
export function readServerState(): ServerState | null {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as ServerState) : null;
}

function isApiErrorShape(value: unknown): value is Pick<ApiRequestError, 'status' | 'body'> {
  return typeof value === 'object' && value !== null && 'status' in value && 'body' in value;
}

/**
 * Fills the cache with the server's queries as if read just now (a phone's clock may be off by
 * minutes), turning failures back into ApiRequestError for the screens that tell a 404 apart.
 * Answers the hashes of the queries it filled.
 */
export function hydrateServerQueries(queryClient: QueryClient, queries: DehydratedState): Set<string> {
  const now = Date.now();
  const revived: DehydratedState = {
    ...queries,
    queries: queries.queries.map((query) => ({
      ...query,
      state: {
        ...query.state,
        dataUpdatedAt: query.state.data === undefined ? 0 : now,
        errorUpdatedAt: query.state.error ? now : 0,
        error: isApiErrorShape(query.state.error)
          ? new ApiRequestError(query.state.error.status, query.state.error.body)
          : query.state.error,
      },
    })),
  };
  hydrate(queryClient, revived);
  return new Set(revived.queries.map((query) => query.queryHash));
}
