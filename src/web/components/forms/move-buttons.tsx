import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ICON_BUTTON_CLASSES } from '../ui/button';
import { cn } from '../../lib/cn';

type Direction = 'earlier' | 'later';

/**
 * Move earlier and Move later for an item of an ordered list (the keyboard's way to reorder). The
 * item is moved in the page, and a moved element loses focus: the button pressed gets it back (or
 * the other one, once the item reaches either end).
 */
export function MoveButtons({
  index,
  count,
  onMove,
  labels,
  className,
}: {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  labels: Record<Direction, string>;
  className?: string;
}) {
  const buttons = useRef<Record<Direction, HTMLButtonElement | null>>({ earlier: null, later: null });
  const focusAfterMove = useRef<Direction | null>(null);

  useEffect(() => {
    const direction = focusAfterMove.current;
    if (!direction) return;
    focusAfterMove.current = null;
    const pressed = buttons.current[direction];
    const other = buttons.current[direction === 'earlier' ? 'later' : 'earlier'];
    (pressed && !pressed.disabled ? pressed : other)?.focus();
  }, [index]);

  return (
    <>
      {(['earlier', 'later'] as const).map((direction) => (
        <button
          key={direction}
          ref={(element) => {
            buttons.current[direction] = element;
          }}
          type="button"
          disabled={direction === 'earlier' ? index === 0 : index === count - 1}
          onClick={() => {
            focusAfterMove.current = direction;
            onMove(index, direction === 'earlier' ? index - 1 : index + 1);
          }}
          aria-label={labels[direction]}
          className={cn(ICON_BUTTON_CLASSES, 'disabled:opacity-40', className)}
        >
          {direction === 'earlier' ? (
            <ArrowUp aria-hidden className="size-5" />
          ) : (
            <ArrowDown aria-hidden className="size-5" />
          )}
        </button>
      ))}
    </>
  );
}
