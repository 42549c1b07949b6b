import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '#web/i18n/react';
import { SKILL_MAX_LENGTH, SKILLS_MAX_COUNT } from '#shared/constants';
import { splitSkills } from '#shared/schemas/profiles';
import { cn } from '#web/lib/cn';

// A row of suggestions fits a phone's screen in two or three lines.
const SUGGESTIONS_SHOWN = 10;

const sameSkill = (one: string, other: string) => one.toLowerCase() === other.toLowerCase();

const CHIP = 'inline-flex min-h-9 items-center gap-1 rounded-full text-sm pointer-coarse:min-h-11';

/**
 * Skills as chips: the chosen ones, each with its remove button, a box to type one (Enter or a comma
 * adds it), and the skills most profiles name as chips to tap, narrowed to what is being typed.
 */
export function SkillsPicker({
  label,
  value,
  onChange,
  suggestions,
  error,
}: {
  label: string;
  value: string[];
  onChange: (skills: string[]) => void;
  suggestions: string[];
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState('');
  const full = value.length >= SKILLS_MAX_COUNT;

  const add = (skills: string[]) => {
    const next = [...value];
    for (const skill of skills) {
      if (next.length < SKILLS_MAX_COUNT && !next.some((chosen) => sameSkill(chosen, skill)))
        next.push(skill);
    }
    onChange(next);
  };
  const remove = (skill: string) => onChange(value.filter((chosen) => chosen !== skill));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === 'Enter' || event.key === ',') && !event.nativeEvent.isComposing) {
      // Enter here adds the skill; it never sends the form half-filled.
      event.preventDefault();
      add(splitSkills(typed));
      setTyped('');
    } else if (event.key === 'Backspace' && typed === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const wanted = typed.trim().toLowerCase();
  const offered = suggestions
    .filter((skill) => !value.some((chosen) => sameSkill(chosen, skill)))
    .filter((skill) => skill.toLowerCase().includes(wanted))
    .slice(0, SUGGESTIONS_SHOWN);

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {value.length > 0 && (
        <ul aria-label={t('onboarding.skills.chosen')} className="flex flex-wrap gap-2">
          {value.map((skill) => (
            <li key={skill} className={cn(CHIP, 'bg-brand-600 py-0.5 pr-0.5 pl-3 text-white')}>
              {skill}
              <button
                type="button"
                onClick={() => remove(skill)}
                aria-label={t('onboarding.skills.remove', { skill })}
                className="inline-flex size-8 items-center justify-center rounded-full hover:bg-white/20 pointer-coarse:size-10"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          // Typed and left is meant too, unless the focus went to a suggestion, which is taken instead.
          if (event.relatedTarget?.closest('[data-skill-suggestions]')) return;
          add(splitSkills(typed));
          setTyped('');
        }}
        disabled={full}
        maxLength={SKILL_MAX_LENGTH}
        autoComplete="off"
        enterKeyHint="done"
        placeholder={full ? t('onboarding.skills.full') : t('onboarding.skills.placeholder')}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        className={cn(
          'h-10 rounded-lg border bg-surface px-3 text-sm shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100',
          error ? 'border-red-400' : 'border-slate-300',
        )}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {t('onboarding.skills.hint', { max: SKILLS_MAX_COUNT })}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
      {offered.length > 0 && !full && (
        <ul
          aria-label={t('onboarding.skills.suggested')}
          data-skill-suggestions
          className="flex flex-wrap gap-2"
        >
          {offered.map((skill) => (
            <li key={skill}>
              <button
                type="button"
                onClick={() => {
                  add([skill]);
                  setTyped('');
                }}
                aria-label={t('onboarding.skills.add', { skill })}
                className={cn(
                  CHIP,
                  'border border-slate-300 bg-surface px-3 text-slate-800 hover:border-brand-500 hover:bg-brand-50',
                )}
              >
                <Plus aria-hidden className="size-4 text-slate-500" />
                {skill}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
