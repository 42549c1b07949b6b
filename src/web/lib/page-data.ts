import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { ApiRequestError } from './api-client';

/** What a screen's data reader gets on the server: the address, and the cache the page renders from. */
export interface PageDataContext {
  params: Params;
  search: URLSearchParams;
  queryClient: QueryClient;
  /** Whether the request carries a session cookie: a page for members reads who is signed in. */
  hasSession: boolean;
}

/** How the server answers the page: a status other than 200, or an address it moved to. */
export interface PageOutcome {
  status?: number;
  redirect?: string;
}

/**
 * A server-rendered screen's data: read into the cache before rendering, so the HTML carries the
 * content and the browser hydrates from the same data without asking again. Exported by the screen's
 * module as `pageData`; screens without one render their loading state on the server.
 */
export type PageData = (context: PageDataContext) => Promise<PageOutcome | undefined>;

/** A page whose main read failed: 404 for what is not there (or cannot be), 500 for anything else. */
export function outcomeOfQuery(queryClient: QueryClient, queryKey: QueryKey): PageOutcome | undefined {
  const error = queryClient.getQueryState(queryKey)?.error;
  if (!error) return undefined;
  const missing = error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
  return { status: missing ? 404 : 500 };
}
