import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ICON_BUTTON_CLASSES } from '../ui/button';
import { cn } from '#web/lib/cn';
import { useTranslation } from '#web/i18n/react';

type Direction = 'earlier' | 'later';

/** What the buttons say for the item at a place: an image's by default. */
export type OrderLabels = Record<Direction | 'remove', string>;

/**
 * Move earlier, Move later and Remove for an item of an ordered list (a service's images, a case
 * study's blocks, a grid's images): the keyboard's way to reorder. The item is moved in the page,
 * and a moved element loses focus: the button pressed gets it back (or the other one, once the item
 * reaches either end).
 */
export function OrderButtons({
  index,
  count,
  onMove,
  onRemove,
  labels: givenLabels,
}: {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  labels?: OrderLabels;
}) {
  const { t } = useTranslation();
  const position = { position: index + 1, count };
  const labels: OrderLabels = givenLabels ?? {
    earlier: t('images.moveEarlier', position),
    later: t('images.moveLater', position),
    remove: t('images.removeImage', position),
  };
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
          className={cn(ICON_BUTTON_CLASSES, 'disabled:opacity-40')}
        >
          {direction === 'earlier' ? (
            <ArrowUp aria-hidden className="size-5" />
          ) : (
            <ArrowDown aria-hidden className="size-5" />
          )}
        </button>
      ))}
      <button
        type="button"
        onClick={onRemove}
        aria-label={labels.remove}
        className={cn(ICON_BUTTON_CLASSES, 'text-red-700')}
      >
        <Trash2 aria-hidden className="size-5" />
      </button>
    </>
  );
}
