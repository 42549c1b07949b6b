import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormGetValues, UseFormWatch } from 'react-hook-form';
import type { DraftKind } from '#shared/schemas/drafts';
import { putDraft, useRefreshDraftList } from './drafts';
import { useUnsavedChanges, type UnsavedState } from './unsaved-changes';

/** A second after the last keystroke: a pause in typing, not every letter. */
const SAVE_AFTER_MS = 1000;

export type DraftSaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

const GUARD_STATE: Record<DraftSaveStatus, UnsavedState> = {
  idle: 'unsaved',
  saving: 'draft',
  saved: 'draftSaved',
  failed: 'unsaved',
};

type Saving = {
  timer: ReturnType<typeof setTimeout> | undefined;
  /** The values as last saved (or as the form opened), to tell a real change from a re-render. */
  savedText: string;
  stopped: boolean;
  /** The saves in order, one after another; never rejects. */
  chain: Promise<void>;
};

/**
 * Saves a project or service form as a draft on the server while the creator types (decision 52):
 * a second after they pause, and at once when the tab is hidden or the form left, so nothing typed
 * is lost and the draft opens on another device. The form counts as unsaved for the leave guard
 * until its draft is saved, and no longer once `finish` is called after publishing.
 */
export function useDraftAutosave<Values extends FieldValues>({
  watch,
  getValues,
  draft,
  titleOf,
  onSaved,
}: {
  watch: UseFormWatch<Values>;
  getValues: UseFormGetValues<Values>;
  draft: { id: string; kind: DraftKind; subjectId: string | null };
  /** What the Drafts list names the draft by. */
  titleOf: (values: Values) => string;
  /** After each save that landed (the page puts the draft in its address). */
  onSaved?: (draftId: string) => void;
}) {
  const [status, setStatus] = useState<DraftSaveStatus>('idle');
  const [failure, setFailure] = useState<unknown>(null);
  const [finished, setFinished] = useState(false);
  const refreshList = useRefreshDraftList();
  const saving = useRef<Saving>({
    timer: undefined,
    savedText: JSON.stringify(getValues()),
    stopped: false,
    chain: Promise.resolve(),
  });
  const latest = useRef({ draft, titleOf, onSaved, refreshList });
  useEffect(() => {
    latest.current = { draft, titleOf, onSaved, refreshList };
  });

  /** The draft as the form holds it now, or null when nothing changed since the last save. */
  const changedInput = useCallback(() => {
    const values = getValues();
    const text = JSON.stringify(values);
    if (text === saving.current.savedText) return null;
    const { kind, subjectId } = latest.current.draft;
    return { text, input: { kind, subjectId, title: latest.current.titleOf(values), payload: values } };
  }, [getValues]);

  /** Sends the latest values after any save under way; `keepalive` for a page that is going. */
  const save = useCallback(
    ({ keepalive = false } = {}) => {
      const state = saving.current;
      clearTimeout(state.timer);
      state.timer = undefined;
      const changed = state.stopped ? null : changedInput();
      if (!changed) return state.chain;
      const { id } = latest.current.draft;
      state.savedText = changed.text;
      setStatus('saving');
      const sent = () => putDraft(id, changed.input, { keepalive });
      // A page that is going cannot wait for the save before it: this one goes now.
      const request = keepalive ? sent() : state.chain.then(sent);
      state.chain = request.then(
        () => {
          if (saving.current.savedText === changed.text) setStatus('saved');
          latest.current.onSaved?.(id);
          void latest.current.refreshList();
        },
        (error: unknown) => {
          // Not saved: the next change, or leaving, tries again.
          if (saving.current.savedText === changed.text) saving.current.savedText = '';
          setFailure(error);
          setStatus('failed');
        },
      );
      return state.chain;
    },
    [changedInput],
  );

  useEffect(() => {
    const subscription = watch(() => {
      const state = saving.current;
      if (state.stopped) return;
      clearTimeout(state.timer);
      if (!changedInput()) return;
      setStatus('saving');
      state.timer = setTimeout(() => void save(), SAVE_AFTER_MS);
    });
    return () => subscription.unsubscribe();
  }, [watch, changedInput, save]);

  useEffect(() => {
    const leaving = () => void save({ keepalive: true });
    const hidden = () => {
      if (document.visibilityState === 'hidden') leaving();
    };
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', leaving);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', leaving);
      // Left for another screen of the app: what was typed since the last save goes now.
      void save();
    };
  }, [save]);

  const release = useUnsavedChanges(status !== 'idle' && !finished, GUARD_STATE[status]);

  /** Before publishing: no more saves, and the one under way lands first (publishing deletes it). */
  const pause = useCallback(async () => {
    saving.current.stopped = true;
    clearTimeout(saving.current.timer);
    await saving.current.chain;
  }, []);

  /** After a refused publish: saving goes on, with anything typed meanwhile. */
  const resume = useCallback(() => {
    saving.current.stopped = false;
    if (changedInput()) saving.current.timer = setTimeout(() => void save(), SAVE_AFTER_MS);
  }, [changedInput, save]);

  /** After publishing: the draft is gone with it, and the form may be left at once. */
  const finish = useCallback(() => {
    saving.current.stopped = true;
    release();
    setFinished(true);
  }, [release]);

  /**
   * Publishes from the draft: saving stops, `send` publishes (the server deletes the draft in the
   * same transaction), then `then` runs once the form may be left. A refusal resumes saving.
   */
  const publish = useCallback(
    async <Saved>(send: () => Promise<Saved>, then: (saved: Saved) => void) => {
      await pause();
      let saved: Saved;
      try {
        saved = await send();
      } catch (error) {
        resume();
        throw error;
      }
      finish();
      then(saved);
    },
    [pause, resume, finish],
  );

  return { status, failure, publish };
}
