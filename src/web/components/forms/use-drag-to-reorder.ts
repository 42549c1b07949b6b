import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

// How close to the screen's top or bottom edge a dragged item scrolls the page, and by how much.
const SCROLL_EDGE_PX = 64;
const SCROLL_STEP_PX = 24;

type Callbacks = {
  onMove: (from: number, to: number) => void;
  /** Once the item is let go, at its place. */
  onDrop?: (at: number) => void;
};

/**
 * Reordering a list by dragging an item's grip, with a finger, a pen or a mouse. Pointer events
 * rather than HTML drag and drop, which a touch does not start in most phone browsers; followed on
 * the window, since moving the dragged item in the page ends any capture of the pointer. The item
 * moves as soon as the pointer passes the middle of another one (not merely enters it, or a tall
 * item would swap back and forth under a still finger), and near the screen's edge the page scrolls.
 * The keyboard has the Move buttons (OrderButtons). Items carry `itemProps(index)`; `list` names
 * the list, so a list inside an item (a grid's images) drags on its own.
 */
export function useDragToReorder({ list, ...callbacks }: { list: string } & Callbacks) {
  const [draggedIndex, setDraggedIndex] = useState<number | null>(null);
  // The latest callbacks, for a drag that began a few renders ago.
  const latest = useRef(callbacks);
  useEffect(() => {
    latest.current = callbacks;
  });

  const itemUnder = (event: PointerEvent) => {
    const element = document.elementFromPoint(event.clientX, event.clientY);
    const item = element?.closest<HTMLElement>(`[data-reorder-list="${list}"]`);
    const index = Number(item?.dataset.reorderIndex ?? Number.NaN);
    return item && Number.isInteger(index) ? { item, index } : null;
  };

  const start = (index: number, down: ReactPointerEvent<HTMLElement>) => {
    if (down.button !== 0) return;
    down.preventDefault();
    let at = index;
    setDraggedIndex(at);
    const follow = (event: PointerEvent) => {
      if (event.pointerId !== down.pointerId) return;
      if (event.clientY < SCROLL_EDGE_PX) window.scrollBy(0, -SCROLL_STEP_PX);
      else if (event.clientY > window.innerHeight - SCROLL_EDGE_PX) window.scrollBy(0, SCROLL_STEP_PX);
      const under = itemUnder(event);
      if (!under || under.index === at) return;
      const box = under.item.getBoundingClientRect();
      const middle = box.top + box.height / 2;
      if (under.index > at ? event.clientY < middle : event.clientY > middle) return;
      latest.current.onMove(at, under.index);
      at = under.index;
      setDraggedIndex(at);
    };
    const end = (event: PointerEvent) => {
      if (event.pointerId !== down.pointerId) return;
      window.removeEventListener('pointermove', follow);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
      setDraggedIndex(null);
      latest.current.onDrop?.(at);
    };
    window.addEventListener('pointermove', follow);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
  };

  const gripProps = (index: number) => ({
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => start(index, event),
    // The finger drags the item, not the page.
    style: { touchAction: 'none' } as const,
  });

  const itemProps = (index: number) => ({
    'data-reorder-list': list,
    'data-reorder-index': index,
  });

  return { gripProps, itemProps, draggedIndex };
}
