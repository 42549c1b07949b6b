import { useCallback, useEffect, useId, useSyncExternalStore } from 'react';

/**
 * How much an unsaved form stands to lose: 'unsaved' all of it; 'draft' nothing that its draft on
 * the server does not keep, once the save under way (or the one sent as the page goes) lands;
 * 'draftSaved' nothing, the draft holds every keystroke.
 */
export type UnsavedState = 'unsaved' | 'draft' | 'draftSaved';
const WEIGHT: Record<UnsavedState, number> = { draftSaved: 1, draft: 2, unsaved: 3 };

// The forms on screen holding edits not saved yet, by a name each form takes for its life.
const dirtyForms = new Map<string, UnsavedState>();
const listeners = new Set<() => void>();
// Saves under way: a form that opens another screen as it saves (a new request's workspace) is not
// stopped by its own edit, which the save is about to make saved.
let saving = 0;

function emit() {
  for (const listener of listeners) listener();
}

/** The most any form on screen stands to lose, or null when none holds an unsaved edit. */
export function unsavedNow(): UnsavedState | null {
  let worst: UnsavedState | null = null;
  for (const state of dirtyForms.values()) if (!worst || WEIGHT[state] > WEIGHT[worst]) worst = state;
  return worst;
}

/** Whether a guarded form's save is under way (the guard then lets the save's own navigation go). */
export const savingNow = () => saving > 0;

/** Runs a guarded form's save; see savingNow. */
export async function whileSaving<T>(save: () => Promise<T>): Promise<T> {
  saving += 1;
  try {
    return await save();
  } finally {
    saving -= 1;
  }
}

/**
 * Marks this form as holding unsaved edits while `dirty` is true (and no longer once it unmounts).
 * Answers `release`, which unmarks it at once: a form that has just been saved calls it before it
 * leaves the page, which the guard would otherwise stop, as the next render has not come yet.
 */
export function useUnsavedChanges(dirty: boolean, state: UnsavedState = 'unsaved') {
  const id = useId();
  useEffect(() => {
    if (!dirty) return;
    dirtyForms.set(id, state);
    emit();
    return () => {
      dirtyForms.delete(id);
      emit();
    };
  }, [dirty, state, id]);
  return useCallback(() => {
    if (dirtyForms.delete(id)) emit();
  }, [id]);
}

/** What the forms on screen stand to lose (see unsavedNow). */
export function useUnsavedState() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    unsavedNow,
    () => null,
  );
}

/** Whether any form on screen holds unsaved edits. */
export function useHasUnsavedChanges() {
  return useUnsavedState() !== null;
}
