import type { ComponentType } from 'react';

/** One action of an overflow menu. */
export type OverflowMenuItem = {
  key: string;
  label: string;
  /** What a screen reader hears when the label alone does not say enough (who is blocked). */
  accessibleLabel?: string | undefined;
  icon: ComponentType<{ className?: string }>;
  onSelect: () => void;
  disabled?: boolean;
};

/**
 * The ⋯ button's look, the same before and after the menu's code has arrived: an outline button
 * (ui/button.tsx), square, 44 px under a finger.
 */
export const OVERFLOW_TRIGGER_CLASSES =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-surface text-slate-900 transition-colors hover:bg-slate-50 data-[state=open]:bg-slate-100 pointer-coarse:size-11';
