import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '#web/i18n/react';
import { cn } from '#web/lib/cn';
import { useComboboxKeys } from '#web/lib/use-combobox-keys';
import { SUGGESTION_PAUSE_MS, usePausedValue } from '#web/lib/use-paused-value';
import { useQuickSearch } from '../api/quick-search';

type Suggestion = { key: string; label: string; detail: string; to: string };
type Group = { name: string; suggestions: Suggestion[] };

/**
 * The top bar's search: as it is typed, the best few people, projects and services (one request),
 * then the full lists for the words; each a way to go, by tap or by arrows and Enter (the ARIA 1.2
 * combobox pattern). Enter alone goes to the projects found, also before the app is live.
 */
export function QuickSearch({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-suggestions`;
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const words = typed.trim();
  const asked = usePausedValue(words, SUGGESTION_PAUSE_MS);
  const found = useQuickSearch(asked).data;

  const query = new URLSearchParams({ q: words }).toString();
  const groups: Group[] = found
    ? [
        {
          name: t('quickSearch.people'),
          suggestions: found.people.map((person) => ({
            key: `person-${person.handle}`,
            label: person.displayName ?? person.handle,
            detail: `@${person.handle}`,
            to: `/${person.handle}`,
          })),
        },
        {
          name: t('quickSearch.projects'),
          suggestions: found.projects.map((project) => ({
            key: `project-${project.ownerHandle}-${project.slug}`,
            label: project.title,
            detail: t('quickSearch.by', { handle: project.ownerHandle }),
            to: `/${project.ownerHandle}/${project.slug}`,
          })),
        },
        {
          name: t('quickSearch.services'),
          suggestions: found.services.map((service) => ({
            key: `service-${service.id}`,
            label: service.title,
            detail: t('quickSearch.by', { handle: service.ownerHandle }),
            to: `/services/${service.id}`,
          })),
        },
      ].filter((group) => group.suggestions.length > 0)
    : [];
  const seeAll: Group = {
    name: t('quickSearch.allResults'),
    suggestions: [
      {
        key: 'all-projects',
        label: t('quickSearch.allProjects', { query: words }),
        detail: '',
        to: `/explore?${query}`,
      },
      {
        key: 'all-people',
        label: t('quickSearch.allPeople', { query: words }),
        detail: '',
        to: `/people?${query}`,
      },
      {
        key: 'all-services',
        label: t('quickSearch.allServices', { query: words }),
        detail: '',
        to: `/services?${query}`,
      },
    ],
  };
  const shownGroups = words && found ? [...groups, seeAll] : [];
  const options = shownGroups.flatMap((group) => group.suggestions);
  const expanded = open && options.length > 0;

  const go = (to: string) => {
    setOpen(false);
    setTyped('');
    onNavigate?.();
    void navigate(to);
  };
  const keys = useComboboxKeys({
    count: options.length,
    open: expanded,
    setOpen,
    onTake: (index) => go(options[index]!.to),
  });

  let optionIndex = 0;
  return (
    <form
      role="search"
      aria-label={t('quickSearch.label')}
      method="get"
      action="/explore"
      className={cn('relative', className)}
      // Before the app is live the browser sends the form itself; after, Enter is handled in the box.
      onSubmit={(event) => event.preventDefault()}
    >
      <label htmlFor={id} className="sr-only">
        {t('quickSearch.label')}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
      />
      <input
        id={id}
        type="search"
        name="q"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={keys.active >= 0 ? `${listId}-${keys.active}` : undefined}
        placeholder={t('quickSearch.placeholder')}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setOpen(true);
          keys.reset();
        }}
        onKeyDown={(event) => {
          keys.onKeyDown(event);
          // Enter with no suggestion chosen: the projects found, as the form would send it.
          if (event.key === 'Enter' && !event.defaultPrevented && words) {
            event.preventDefault();
            go(`/explore?${query}`);
          }
        }}
        onBlur={() => setOpen(false)}
        className="h-11 w-full rounded-lg border border-slate-300 bg-surface pr-3 pl-9 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 md:h-10"
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('quickSearch.suggestions')}
        hidden={!expanded}
        className="absolute top-full right-0 left-0 z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-slate-200 bg-surface py-1 shadow-lg md:w-96 md:left-auto"
      >
        {shownGroups.map((group) => (
          <div key={group.name} role="group" aria-label={group.name}>
            <div
              aria-hidden
              className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase"
            >
              {group.name}
            </div>
            {group.suggestions.map((suggestion) => {
              const index = optionIndex++;
              return (
                <div
                  key={suggestion.key}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === keys.active}
                  // Keeps the focus in the box, so that the list does not close before the tap lands.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => go(suggestion.to)}
                  className={cn(
                    'flex min-h-11 cursor-pointer flex-col justify-center px-3 py-1 text-sm',
                    index === keys.active ? 'bg-brand-50 text-brand-800' : 'hover:bg-slate-50',
                  )}
                >
                  <span className="truncate font-medium">{suggestion.label}</span>
                  {suggestion.detail && (
                    <span className="truncate text-xs text-slate-500"> {suggestion.detail}</span>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </form>
  );
}
