import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DraftKind } from '#shared/schemas/drafts';
import { isUuid } from '#shared/ids';
import { newDraftId, useDeleteDraft, useDraft, useDraftList } from './drafts';

/**
 * The draft a new-project or new-service form saves to (decision 52): the one its address names
 * (`?draft=`, opened from Drafts or on another device), else a new one, whose id goes into the
 * address once first saved so that a reload finds it. A draft gone meanwhile starts a new one.
 */
export function useNewFormDraft() {
  const [params, setParams] = useSearchParams();
  const [asked] = useState(() => {
    const id = params.get('draft');
    return id && isUuid(id) ? id : null;
  });
  const [spareId] = useState(newDraftId);
  const draft = useDraft(asked);
  const gone = asked !== null && draft.isError;
  const id = asked !== null && !gone ? asked : spareId;
  const placed = useRef(asked);
  const onDraftSaved = useCallback(
    (draftId: string) => {
      if (placed.current === draftId) return;
      placed.current = draftId;
      setParams({ draft: draftId }, { replace: true });
    },
    [setParams],
  );
  return {
    id,
    loading: asked !== null && draft.isPending,
    /** What the draft held, when one was taken up. */
    payload: id === asked ? (draft.data?.payload ?? null) : null,
    gone,
    onDraftSaved,
  };
}

/**
 * The draft an edit form saves to: when the member left changes to this project or service
 * unpublished, they choose first to take them up again or to discard them (`offer`). The form's
 * own draft never raises the question: saving it replaced any other of the same subject.
 */
export function useEditFormDraft(kind: DraftKind, subjectId: string) {
  const list = useDraftList();
  const discard = useDeleteDraft();
  const [spareId] = useState(newDraftId);
  const [chosen, setChosen] = useState<{ id: string; resume: boolean } | null>(null);
  const pending = list.data?.find(
    (draft) => draft.kind === kind && draft.subjectId === subjectId && draft.id !== spareId,
  );
  const resumed = useDraft(chosen?.resume ? chosen.id : null);
  const listSettled = list.isSuccess || list.isError;
  const fresh = { id: spareId, resume: false };
  const choice =
    chosen?.resume && resumed.isError ? fresh : (chosen ?? (listSettled && !pending ? fresh : null));
  const offer =
    !choice && pending
      ? {
          updatedAt: pending.updatedAt,
          discarding: discard.isPending,
          onResume: () => setChosen({ id: pending.id, resume: true }),
          onDiscard: () => discard.mutate(pending.id, { onSuccess: () => setChosen(fresh) }),
        }
      : null;
  return {
    offer,
    /** Null until the form may show. */
    id: choice && !(choice.resume && resumed.isPending) ? choice.id : null,
    payload: choice?.resume ? (resumed.data?.payload ?? null) : null,
  };
}
