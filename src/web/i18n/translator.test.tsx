// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Trans, TranslationsProvider, useTranslation } from './react';
import { Translations, translatorFor } from './translator';

const messages = {
  auth: { greeting: 'Hello {{name}}, {{name}} again', plain: 'Sign in' },
  profile: { followers_one: '{{count}} follower', followers_other: '{{count}} followers' },
  legal: { sections: [{ heading: 'Data' }] },
  terms: 'I agree to the <terms>Terms</terms> and the <privacy>Privacy Policy</privacy>.',
};

describe('translating', () => {
  const t = translatorFor('en', messages);

  it('looks texts up by dotted key and fills every placeholder, leaving unknown ones as they are', () => {
    expect(t('auth.plain')).toBe('Sign in');
    expect(t('auth.greeting', { name: 'Ada' })).toBe('Hello Ada, Ada again');
    expect(t('auth.greeting')).toBe('Hello {{name}}, {{name}} again');
    expect(t('auth.greeting', { name: '$& <b>' })).toBe('Hello $& <b>, $& <b> again');
  });

  it("picks the plural form by the language's rules", () => {
    expect(t('profile.followers', { count: 1 })).toBe('1 follower');
    expect(t('profile.followers', { count: 0 })).toBe('0 followers');
    expect(t('profile.followers', { count: 12 })).toBe('12 followers');
    // Japanese has one form, 'other', for every number.
    expect(translatorFor('ja', messages)('profile.followers', { count: 1 })).toBe('1 followers');
  });

  it('answers the default, or else the key, for a missing text; a list only when asked for one', () => {
    expect(t('auth.missing', { defaultValue: 'Web {{n}}', n: 3 })).toBe('Web 3');
    expect(t('auth.missing')).toBe('auth.missing');
    expect(t('legal.sections')).toBe('legal.sections');
    expect(t('legal.sections', { returnObjects: true })).toEqual([{ heading: 'Data' }]);
  });
});

describe('translations in React', () => {
  function Greeting() {
    const { t, i18n } = useTranslation();
    return (
      <p>
        {t('auth.plain')} ({i18n.language})
      </p>
    );
  }

  it('re-renders in a new language once its texts have loaded', async () => {
    const translations = new Translations('en', async () => ({ auth: { plain: 'Anmelden' } }), {
      en: messages,
    });
    render(
      <TranslationsProvider value={translations}>
        <Greeting />
      </TranslationsProvider>,
    );
    expect(screen.getByText('Sign in (en)')).toBeDefined();
    await act(() => translations.changeLanguage('de'));
    expect(screen.getByText('Anmelden (de)')).toBeDefined();
  });

  it('puts the given elements around the tagged words of a text', () => {
    const translations = new Translations('en', undefined, { en: messages });
    const { container } = render(
      <TranslationsProvider value={translations}>
        <Trans i18nKey="terms" components={{ terms: <a href="/terms" />, privacy: <a href="/privacy" /> }} />
      </TranslationsProvider>,
    );
    expect(container.innerHTML).toBe(
      'I agree to the <a href="/terms">Terms</a> and the <a href="/privacy">Privacy Policy</a>.',
    );
  });
});
