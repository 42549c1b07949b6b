import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type {
  QuoteInput,
  RequestEntry,
  RequestEntryPage,
  RequestWorkspace,
} from '#shared/schemas/request-workspace';
import { ApiRequestError, apiRequest, apiUpload } from '#web/lib/api-client';
import { SERVICE_REQUESTS_KEY } from '#web/lib/query-keys';
import { REQUEST_LISTS_KEY, REQUEST_NEWS_KEY } from './service-requests';

// Under SERVICE_REQUESTS_KEY: the live 'requests' event, sent to both sides on every change, and
// every write of the feature refresh an open workspace with the lists.
export const workspaceKey = (requestId: string) => [...SERVICE_REQUESTS_KEY, 'workspace', requestId] as const;

const pathOf = (requestId: string, rest = '') => `/service-requests/${encodeURIComponent(requestId)}${rest}`;

/** The first page is the workspace itself (with the thread's newest entries); the others, older entries. */
type WorkspacePage = RequestWorkspace | RequestEntryPage;
const entriesOf = (page: WorkspacePage): RequestEntryPage => ('entries' in page ? page.entries : page);

/** A workspace as the screen reads it: its brief and state, and the loaded entries oldest first. */
export type OpenWorkspace = { workspace: RequestWorkspace; entries: RequestEntry[] };

function selectWorkspace(data: InfiniteData<WorkspacePage, string | null>): OpenWorkspace {
  const [first] = data.pages;
  if (!first || !('entries' in first)) throw new Error('the first page of a workspace is the workspace');
  return { workspace: first, entries: data.pages.flatMap((page) => entriesOf(page).items).reverse() };
}

/**
 * The workspace and its thread, as one infinite query: the workspace answers the newest page and
 * `before=` pages reach back. One key means a refetch (a live event, a write) reads every loaded page
 * again in turn, so entries that arrived meanwhile never leave a gap between the pages.
 */
export function useRequestWorkspace(requestId: string) {
  return useInfiniteQuery({
    queryKey: workspaceKey(requestId),
    queryFn: ({ pageParam }): Promise<WorkspacePage> =>
      pageParam === null
        ? apiRequest<RequestWorkspace>(pathOf(requestId))
        : apiRequest<RequestEntryPage>(pathOf(requestId, `/entries?before=${encodeURIComponent(pageParam)}`)),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => entriesOf(page).nextCursor,
    select: selectWorkspace,
    // A request that is not there (or not the member's) stays so: no second try.
    retry: (count, error) => count < 1 && !(error instanceof ApiRequestError && error.status < 500),
  });
}

/** Opening the workspace (and each new entry seen in it) reads it: the badge and the cards' dots follow. */
export function useMarkRequestRead(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(pathOf(requestId, '/read'), { method: 'POST' }),
    onSuccess: () =>
      Promise.all(
        [REQUEST_NEWS_KEY, REQUEST_LISTS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
    onError: (error) => console.warn('Could not mark the request read', error),
  });
}

/**
 * A write in the workspace. Done: the workspace, both sides' lists and the badge are read again.
 * Refused because the other side or another tab acted first (409), or a block came between (403):
 * the workspace is read again too, so the screen shows what happened; the caller says why.
 */
function useWorkspaceWrite<Input>(requestId: string, write: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SERVICE_REQUESTS_KEY }),
    onError: (error) => {
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 403)) {
        void queryClient.invalidateQueries({ queryKey: workspaceKey(requestId) });
      }
    },
  });
}

/** Text and files as the server reads them: the text fields first, then each file as `files`. */
function multipart(fields: Record<string, string>, files: File[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('files', file, file.name);
  return form;
}

/** What the composer sends: its text, its files, and where to report the upload's progress (0 to 1). */
export type Draft = { body: string; files: File[]; onProgress?: (fraction: number) => void };

export function useSendRequestMessage(requestId: string) {
  return useWorkspaceWrite(requestId, ({ body, files, onProgress }: Draft) =>
    apiUpload<unknown>(pathOf(requestId, '/messages'), multipart({ body }, files), onProgress ?? (() => {})),
  );
}

export function useSendQuote(requestId: string) {
  return useWorkspaceWrite(requestId, (input: QuoteInput) =>
    apiRequest(pathOf(requestId, '/quotes'), { method: 'POST', json: input }),
  );
}

export function useAnswerQuote(requestId: string) {
  return useWorkspaceWrite(
    requestId,
    ({ quoteId, answer }: { quoteId: string; answer: 'accept' | 'decline' }) =>
      apiRequest(pathOf(requestId, `/quotes/${encodeURIComponent(quoteId)}/${answer}`), { method: 'POST' }),
  );
}

/** A delivery: the milestone it delivers ('' for the whole request), a note and files. */
export function useDeliver(requestId: string) {
  return useWorkspaceWrite(
    requestId,
    ({ milestoneId, body, files, onProgress }: Draft & { milestoneId: string }) =>
      apiUpload<unknown>(
        pathOf(requestId, '/deliveries'),
        multipart({ body, milestoneId }, files),
        onProgress ?? (() => {}),
      ),
  );
}

export type DeliveryAnswer = { deliveryId: string } & (
  { answer: 'approve' } | { answer: 'changes'; note: string }
);

export function useAnswerDelivery(requestId: string) {
  return useWorkspaceWrite(requestId, (input: DeliveryAnswer) => {
    const path = pathOf(requestId, `/deliveries/${encodeURIComponent(input.deliveryId)}`);
    return input.answer === 'approve'
      ? apiRequest(`${path}/approve`, { method: 'POST' })
      : apiRequest(`${path}/changes`, { method: 'POST', json: { note: input.note } });
  });
}
