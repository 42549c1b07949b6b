import { MoreHorizontal } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { OVERFLOW_TRIGGER_CLASSES, type OverflowMenuItem } from './overflow-menu-parts';
import { loadWhenIdle } from '#web/lib/load-when-idle';

export type { OverflowMenuItem } from './overflow-menu-parts';

const loadMenu = () => import('./overflow-menu-content');
const OverflowMenuContent = lazy(loadMenu);

/**
 * The less used actions behind a '⋯' button named by `label` (Radix's menu: arrows, Escape, focus
 * back on the button). The menu's code arrives when the page is idle or at the first touch; the
 * button is there from the first paint, and a click before the code has arrived opens it once it has.
 */
export function OverflowMenu({ label, items }: { label: string; items: OverflowMenuItem[] }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => loadWhenIdle(loadMenu), []);
  if (items.length === 0) return null;
  const placeholder = (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerDown={() => void loadMenu().catch(() => undefined)}
      onClick={() => setWanted(true)}
      className={OVERFLOW_TRIGGER_CLASSES}
    >
      <MoreHorizontal aria-hidden className="size-5" />
    </button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <OverflowMenuContent label={label} items={items} />
    </Suspense>
  );
}
