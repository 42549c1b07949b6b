import { useId, type ReactNode } from 'react';

/** A checkbox with its label beside it and an optional error under it. */
export function CheckboxField({
  label,
  checked,
  onChange,
  error,
  name,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  /** For a form the browser sends by itself: the box sends `name=true` when checked. */
  name?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      {/* The whole row is the label, so a finger anywhere on it reaches the box (44 px under a finger). */}
      <label className="flex items-start gap-2 text-sm text-slate-800 pointer-coarse:min-h-11 pointer-coarse:items-center">
        <input
          type="checkbox"
          name={name}
          value={name ? 'true' : undefined}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-4 shrink-0 accent-brand-600 pointer-coarse:mt-0 pointer-coarse:size-5"
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
