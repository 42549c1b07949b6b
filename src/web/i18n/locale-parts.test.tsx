// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import english from './locales/en.json';
import { isInRest, joinParts, partOf, type LocalePart } from './locale-parts';
import { TranslationsProvider, useTranslation } from './react';
import { Translations, type Messages } from './translator';

describe('a language in two parts', () => {
  it('cuts a locale file into two parts that share no text and make it whole again', () => {
    const first = partOf(english, 'first');
    const rest = partOf(english, 'rest');
    expect(joinParts(first, rest)).toEqual(english);
    expect(first).toHaveProperty('landing');
    expect(first).not.toHaveProperty('settings');
    expect(rest).toHaveProperty('settings');
    // A form's texts leave their group's first part, and only they do.
    expect(first).not.toHaveProperty('project.form');
    expect(rest).toHaveProperty(['project', 'form']);
    expect(rest).not.toHaveProperty(['project', 'licences']);
    expect(first).toHaveProperty(['project', 'licences']);
  });

  it('tells which part a key is in, by its group or group and subgroup', () => {
    expect(isInRest('settings.title')).toBe(true);
    expect(isInRest('project.form.title')).toBe(true);
    expect(isInRest('project.licences.cc-by')).toBe(false);
    expect(isInRest('projects')).toBe(false);
    expect(isInRest('landing.heroTitle')).toBe(false);
  });
});

describe('translations loaded in parts', () => {
  const texts: Messages = {
    landing: { title: 'Welcome' },
    project: { by: 'by {{name}}', form: { save: 'Save project' } },
    settings: { title: 'Settings' },
  };
  function loader() {
    const asked: string[] = [];
    const load = (language: string, part: LocalePart) => {
      asked.push(`${language}:${part}`);
      return Promise.resolve(partOf(texts, part));
    };
    return { asked, load };
  }

  function Texts({ keys }: { keys: string[] }) {
    const { t } = useTranslation();
    return <p>{keys.map((key) => `[${t(key)}]`).join(' ')}</p>;
  }

  it('loads the first part with a language, and the rest when a text of it is asked for', async () => {
    const { asked, load } = loader();
    const translations = new Translations('en', load);
    await translations.changeLanguage('en');
    expect(asked).toEqual(['en:first']);
    render(
      <TranslationsProvider value={translations}>
        <Texts keys={['landing.title', 'settings.title', 'project.form.save']} />
      </TranslationsProvider>,
    );
    // Blank for the moment the rest takes to arrive, never the key; then drawn again with it.
    expect(screen.getByText('[Welcome] [] []')).toBeDefined();
    await act(() => translations.loadPart('rest'));
    expect(screen.getByText('[Welcome] [Settings] [Save project]')).toBeDefined();
    expect(asked).toEqual(['en:first', 'en:rest']);
  });

  it('loads, for a language chosen later, every part wanted so far, each once', async () => {
    const { asked, load } = loader();
    const translations = new Translations('en', load);
    await translations.changeLanguage('en', ['first', 'rest']);
    await Promise.all([translations.changeLanguage('de'), translations.changeLanguage('de')]);
    await translations.loadPart('rest');
    expect(asked).toEqual(['en:first', 'en:rest', 'de:first', 'de:rest']);
    expect(translations.translator('settings.title')).toBe('Settings');
  });

  it('says whether a render asked for a text of the rest, as the server must know', () => {
    const translations = new Translations('en', undefined, { en: texts });
    expect(translations.translator('project.by', { name: 'Ada' })).toBe('by Ada');
    expect(translations.askedForRest).toBe(false);
    expect(translations.translator('project.form.save')).toBe('Save project');
    expect(translations.askedForRest).toBe(true);
  });
});
