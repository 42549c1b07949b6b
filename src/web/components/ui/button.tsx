import type { ButtonHTMLAttributes } from 'react';
import { cn } from '#web/lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'outline' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  // In the dark, 700 turns light (a text colour); a fill's hover goes the other way.
  primary: 'bg-brand-600 text-white hover:bg-brand-700 dark:hover:bg-brand-500 shadow-sm',
  secondary: 'bg-slate-900 text-surface hover:bg-slate-800',
  outline: 'border border-slate-300 bg-surface text-slate-900 hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  danger: 'bg-red-600 text-white hover:bg-red-700 dark:hover:bg-red-500 shadow-sm',
};
const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

/** An icon alone as a button or link (top bar, close): 44 px square under a finger. */
export const ICON_BUTTON_CLASSES =
  'relative inline-flex items-center justify-center rounded-md p-2 text-slate-700 hover:bg-slate-100 pointer-coarse:size-11';

/** Button styling, shared by buttons and by links that look like buttons (44 px tall under a finger). */
export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:pointer-events-none disabled:opacity-50 pointer-coarse:min-h-11 pointer-coarse:min-w-11',
    VARIANTS[variant],
    SIZES[size],
    extra,
  );
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
