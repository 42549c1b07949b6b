import { useEffect, useId, useSyncExternalStore } from 'react';

// The forms on screen holding edits not saved yet, by a name each form takes for its life.
const dirtyForms = new Set<string>();
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Marks this form as holding unsaved edits while `dirty` is true (and no longer once it unmounts). */
export function useUnsavedChanges(dirty: boolean) {
  const id = useId();
  useEffect(() => {
    if (!dirty) return;
    dirtyForms.add(id);
    emit();
    return () => {
      dirtyForms.delete(id);
      emit();
    };
  }, [dirty, id]);
}

/** Whether any form on screen holds unsaved edits. */
export function useHasUnsavedChanges() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => dirtyForms.size > 0,
    () => false,
  );
}
