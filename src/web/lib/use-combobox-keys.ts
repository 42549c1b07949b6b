import { useState, type KeyboardEvent } from 'react';

/**
 * The keys of an ARIA 1.2 combobox over `count` options: the arrows open the list and move the active
 * option (wrapping round), Enter takes the active one instead of sending the form, Escape closes
 * the list and keeps what was typed. `reset` forgets the active option (after typing, say).
 */
export function useComboboxKeys({
  count,
  open,
  setOpen,
  onTake,
}: {
  count: number;
  open: boolean;
  setOpen: (open: boolean) => void;
  onTake: (index: number) => void;
}) {
  const [active, setActive] = useState(-1);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      setOpen(true);
      const last = count - 1;
      setActive((current) =>
        event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
      );
    } else if (event.key === 'Enter' && open && active >= 0 && active < count) {
      event.preventDefault();
      onTake(active);
      setActive(-1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };
  return { active: open ? active : -1, onKeyDown, reset: () => setActive(-1) };
}
