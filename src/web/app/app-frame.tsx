import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { LoadingScreen } from '#web/components/layout/loading-screen';
import { APP_LIVE_MARK } from '#shared/page-rendering';
import { takeOverEarlyInput } from './early-input/replay';

/** Data renders from what the page was rendered with, then stays fresh as each query says. */
export function createQueryClient({
  isFreshAtStart = () => false,
  retry = 1,
}: {
  isFreshAtStart?: (queryHash: string) => boolean;
  /** The server renders what it read at once: a failed read is the page's answer, not retried. */
  retry?: number;
} = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry,
        refetchOnWindowFocus: false,
        staleTime: (query) => (isFreshAtStart(query.queryHash) ? SERVER_DATA_FRESH_MS : 0),
      },
    },
  });
}

// How long the data a page was server-rendered from counts as fresh: long enough that hydrating does
// not read it again, short enough that coming back to the screen later does.
const SERVER_DATA_FRESH_MS = 30_000;

/**
 * Once the app has taken over the server's markup, does what the person did before (taps, typing;
 * early-input/) and marks the moment, for the bench's 'first paint to live'
 * (scripts/bench/page-weight.ts). It sits beside the screen, inside the screen's Suspense boundary,
 * so it fires once the screen is live.
 */
export function HydratedMark() {
  useLayoutEffect(() => {
    // Once this commit's work is done (a microtask runs after it), and before anything drawn later:
    // a box ticked before the app was live is still ticked in the page, and the app, which thinks
    // it unticked, would untick it when it next draws the form (Preact's passive effects come after
    // the paint, decision 76). Not cancelled on cleanup: a second run finds nothing left to replay.
    queueMicrotask(takeOverEarlyInput);
  }, []);
  useEffect(() => {
    performance.mark(APP_LIVE_MARK);
  }, []);
  return null;
}

/**
 * The providers around the router, the same on the server and in the browser: hydration needs both
 * sides to render one tree, down to the Suspense boundaries.
 */
export function AppFrame({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
      </QueryClientProvider>
    </StrictMode>
  );
}
