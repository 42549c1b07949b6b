import { useId, useState } from 'react';
import { useTranslation } from '#web/i18n/react';
import { cn } from '#web/lib/cn';
import { useTagSuggestions } from '../api/search';
import { useComboboxKeys } from '#web/lib/use-combobox-keys';
import { SUGGESTION_PAUSE_MS, usePausedValue } from '#web/lib/use-paused-value';

/**
 * A text box that suggests the tags in use as they are typed, most used first (the ARIA 1.2 combobox
 * pattern): arrows move through the suggestions, Enter or a tap takes one, Escape closes the list.
 * Typing stays free text: a part of a tag filters by every tag it begins.
 */
export function TagCombobox({
  kind,
  label,
  name,
  value,
  placeholder,
  onType,
  onPick,
}: {
  kind: 'stack' | 'skill';
  label: string;
  name: string;
  value: string;
  placeholder?: string;
  onType: (value: string) => void;
  onPick: (tag: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-suggestions`;
  const [open, setOpen] = useState(false);
  const asked = usePausedValue(value.trim(), SUGGESTION_PAUSE_MS);
  const suggestions = useTagSuggestions(kind, asked).data?.tags ?? [];
  // The tag typed in full needs no suggestion of itself.
  const shown = suggestions.filter((entry) => entry.tag.toLowerCase() !== value.trim().toLowerCase());
  const expanded = open && shown.length > 0;
  const pick = (tag: string) => {
    setOpen(false);
    onPick(tag);
  };
  const keys = useComboboxKeys({
    count: shown.length,
    open: expanded,
    setOpen,
    onTake: (index) => pick(shown[index]!.tag),
  });
  const active = keys.active;

  return (
    <div className="relative flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        placeholder={placeholder}
        onChange={(event) => {
          setOpen(true);
          keys.reset();
          onType(event.target.value);
        }}
        onKeyDown={keys.onKeyDown}
        onBlur={() => setOpen(false)}
        className="h-10 rounded-lg border border-slate-300 bg-surface px-3 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions', { label })}
        hidden={!expanded}
        className="absolute top-full z-20 mt-1 w-full overflow-hidden rounded-lg border border-slate-200 bg-surface py-1 shadow-lg"
      >
        {shown.map((entry, index) => (
          <li
            key={entry.tag}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the box, so that the list does not close before the tap lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(entry.tag)}
            className={cn(
              'flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3 text-sm',
              index === active ? 'bg-brand-50 text-brand-800' : 'hover:bg-slate-50',
            )}
          >
            <span>{entry.tag}</span>{' '}
            <span className="text-xs tabular-nums text-slate-500">
              {t(kind === 'stack' ? 'search.tagUsesStack' : 'search.tagUsesSkill', { count: entry.uses })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
