import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal } from 'lucide-react';
import { OVERFLOW_TRIGGER_CLASSES, type OverflowMenuItem } from './overflow-menu-parts';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 outline-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 pointer-coarse:min-h-11';

/** The overflow menu itself, loaded by OverflowMenu: it opens as it arrives, since a click asked for it. */
export default function OverflowMenuContent({ label, items }: { label: string; items: OverflowMenuItem[] }) {
  return (
    // Not modal: an item may open a dialog of its own as the menu closes, and the two must not
    // contend for the page's focus and pointer lock.
    <DropdownMenu.Root defaultOpen modal={false}>
      <DropdownMenu.Trigger aria-label={label} className={OVERFLOW_TRIGGER_CLASSES}>
        <MoreHorizontal aria-hidden className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-48 rounded-xl border border-slate-200 bg-surface p-1 shadow-lg"
        >
          {items.map(({ key, label: itemLabel, accessibleLabel, icon: Icon, onSelect, disabled }) => (
            <DropdownMenu.Item
              key={key}
              className={itemClass}
              aria-label={accessibleLabel}
              disabled={disabled}
              onSelect={onSelect}
            >
              <Icon className="size-4" aria-hidden="true" />
              {itemLabel}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
