import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '#shared/constants';

export type ToastVariant = 'default' | 'destructive';
/** A link a toast offers (to what was just made), an in-app path. */
export type ToastAction = { label: string; to: string };
export type Toast = {
  id: number;
  title: string;
  description?: string;
  action?: ToastAction;
  variant: ToastVariant;
  durationMs: number;
};

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

/** Removes a toast now (close button) or when its time is up. */
export function dismissToast(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

/** Removes every toast: what they said is moot (a member sent to their ban is not 'welcome back'). */
export function dismissAllToasts() {
  for (const toast of toasts) dismissToast(toast.id);
}

/** Shows a toast; only one is shown at a time, so a new one replaces the one on screen. */
export function showToast(input: {
  title: string;
  description?: string;
  action?: ToastAction;
  variant?: ToastVariant;
  durationMs?: number;
}) {
  const toast: Toast = { variant: 'default', durationMs: TOAST_DURATION_MS, ...input, id: nextId++ };
  const kept = [...toasts, toast].slice(-TOAST_LIMIT);
  for (const dropped of toasts.filter((existing) => !kept.includes(existing))) {
    clearTimeout(timers.get(dropped.id));
    timers.delete(dropped.id);
  }
  toasts = kept;
  timers.set(
    toast.id,
    setTimeout(() => dismissToast(toast.id), toast.durationMs),
  );
  emit();
  return toast.id;
}

/** The toasts on screen now. */
export function getToasts(): Toast[] {
  return toasts;
}

export function subscribeToToasts(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const NO_TOASTS: Toast[] = [];

export function useToasts(): Toast[] {
  return useSyncExternalStore(subscribeToToasts, getToasts, () => NO_TOASTS);
}
