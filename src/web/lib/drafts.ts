// Drafts of the project and service forms (decision 52): the forms of two features save them, and
// the drafts feature lists them, so the calls and keys they share live here.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  draftListSchema,
  draftSchema,
  draftSummarySchema,
  DraftInput,
  DraftKind,
  DraftSummary,
} from '#shared/schemas/drafts';
import { type Answer, apiRequest } from './api-client';

export const DRAFTS_KEY = ['drafts'] as const;
/** The list alone: a publish refreshes it, not the draft it just deleted, which a form still reads. */
export const DRAFT_LIST_KEY = [...DRAFTS_KEY, 'list'] as const;
const draftKey = (draftId: string) => [...DRAFTS_KEY, 'one', draftId] as const;
const pathOf = (draftId: string) => `/drafts/${encodeURIComponent(draftId)}`;

/** The member's drafts, newest first. */
export function useDraftList({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: DRAFT_LIST_KEY,
    queryFn: () => apiRequest<Answer<typeof draftListSchema>>('/drafts', { cache: 'no-store' }),
    enabled,
  });
}

/** One draft with what its form held: null waits. A draft gone since is an error (404). */
export function useDraft(draftId: string | null) {
  return useQuery({
    queryKey: draftKey(draftId ?? ''),
    queryFn: () => apiRequest<Answer<typeof draftSchema>>(pathOf(draftId ?? ''), { cache: 'no-store' }),
    enabled: draftId !== null,
    retry: false,
    // What the form holds is newer than this answer once typing starts: read it once per visit.
    staleTime: Infinity,
    gcTime: 0,
  });
}

/**
 * Saves what a form holds under its draft's id. `keepalive` lets the request finish after the page
 * is gone (sent as the tab is hidden or closed).
 */
export function putDraft(draftId: string, input: DraftInput, { keepalive = false } = {}) {
  return apiRequest<Answer<typeof draftSummarySchema>>(pathOf(draftId), {
    method: 'PUT',
    json: input,
    keepalive,
  });
}

/** Deletes a draft (Discard, or Delete in the Drafts list). */
export function useDeleteDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draftId: string) => apiRequest(pathOf(draftId), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DRAFT_LIST_KEY }),
  });
}

/** After a save: the list shows the draft's new title and time when next read. */
export function useRefreshDraftList() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: DRAFT_LIST_KEY });
}

/** Where a draft is taken up again: the new-project or new-service form, or the edit it belongs to. */
export function draftPath(draft: Pick<DraftSummary, 'id' | 'kind' | 'subjectId'>): string {
  const id = encodeURIComponent(draft.id);
  if (draft.kind === 'project') {
    return draft.subjectId ? `/projects/${draft.subjectId}/edit` : `/new?draft=${id}`;
  }
  return draft.subjectId ? `/services/${draft.subjectId}/edit` : `/services/new?draft=${id}`;
}

/** A draft's id, chosen here so that a save sent twice writes one row (crypto.randomUUID needs HTTPS). */
export function newDraftId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type { DraftKind };
