import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '#web/lib/cn';
import { TOP_BAR_ICON_CLASSES, TopBarIconLabel } from './top-bar-icon';

const TONES = { alert: 'bg-rose-600', brand: 'bg-brand-600' };

/**
 * A live count on a top-bar icon (9+ above 9), at the icon's corner (inside the icon's own relative
 * box), hidden from screen readers: the control's name says the count in words.
 */
export function CountBadge({
  count,
  tone = 'alert',
  testId,
}: {
  count: number;
  tone?: keyof typeof TONES;
  testId?: string;
}) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      className={cn(
        'absolute -top-2 -right-3 min-w-5 rounded-full px-1 text-center text-[11px] leading-5 font-bold text-white',
        TONES[tone],
      )}
    >
      {count > 9 ? '9+' : count}
    </span>
  );
}

/** A top-bar icon link with its count and its word: the name reads the count when there is one. */
export function BadgeLink({
  to,
  icon,
  count,
  label,
  word = label,
  labelWithCount,
  tone,
  testId,
}: {
  to: string;
  icon: ReactNode;
  count: number;
  label: string;
  /** The word shown with the icon, when shorter than its name (the name holds it). */
  word?: string;
  labelWithCount: string;
  tone?: keyof typeof TONES;
  testId?: string;
}) {
  return (
    <Link to={to} aria-label={count > 0 ? labelWithCount : label} className={TOP_BAR_ICON_CLASSES}>
      <span className="relative flex">
        {icon}
        <CountBadge count={count} tone={tone} testId={testId} />
      </span>
      <TopBarIconLabel>{word}</TopBarIconLabel>
    </Link>
  );
}
