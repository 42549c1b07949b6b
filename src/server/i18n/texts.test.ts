import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '#shared/constants';
import {
  getServerTexts,
  notificationText,
  renderEmailText,
  requestEmailTexts,
  requestStatusWord,
  type EmailKind,
} from './texts';

const placeholdersOf = (template: string) =>
  [...template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const getEmailTexts = (language: (typeof SUPPORTED_LANGUAGES)[number]) => getServerTexts(language).email;
const english = getEmailTexts('en');
const kinds = Object.keys(english) as EmailKind[];

describe('email texts', () => {
  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))(
    '%s has every email, with the placeholders of the English one',
    (language) => {
      const texts = getEmailTexts(language);
      expect(Object.keys(texts).sort()).toEqual([...kinds].sort());
      for (const kind of kinds) {
        expect(placeholdersOf(texts[kind].subject), `${kind}.subject`).toEqual(
          placeholdersOf(english[kind].subject),
        );
        expect(placeholdersOf(texts[kind].body), `${kind}.body`).toEqual(placeholdersOf(english[kind].body));
      }
    },
  );

  // Mail clients and the test mailer find links by whitespace; a link glued to text breaks both.
  it.each(SUPPORTED_LANGUAGES)('%s puts each link on a line of its own', (language) => {
    for (const text of Object.values(getEmailTexts(language))) {
      if (!text.body.includes('{{link}}')) continue;
      expect(text.body.split('\n')).toContain('{{link}}');
    }
  });

  it('renders the English verification email as before', () => {
    expect(renderEmailText('verification', 'en', { link: 'https://example.test/verify' })).toEqual({
      subject: 'Confirm your email for Atelier',
      text: [
        'Welcome to Atelier!',
        '',
        'Confirm your email address to finish creating your account:',
        'https://example.test/verify',
        '',
        'The link works once and expires in 24 hours. If you did not sign up, ignore this email.',
      ].join('\n'),
    });
  });

  it('fills the product name in every language', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const { subject } = renderEmailText('accountDeleted', language);
      expect(subject).toContain('Atelier');
      expect(subject).not.toContain('{{');
    }
  });
});

describe('placeholders', () => {
  it('does not fill placeholders that arrive inside a value', () => {
    const { text } = renderEmailText('emailChangeNotice', 'en', {
      name: '{{newEmail}} {{product}} $& $t(x)',
      newEmail: 'new@example.test',
    });
    expect(text).toContain('Hello {{newEmail}} {{product}} $& $t(x),');
    expect(text).toContain('address to new@example.test was requested');
  });

  it('leaves an unknown placeholder visible rather than blank', () => {
    expect(renderEmailText('verification', 'en').text).toContain('\n{{link}}\n');
  });
});

describe('notification texts', () => {
  const englishNotifications = getServerTexts('en').notification;

  it.each(SUPPORTED_LANGUAGES)(
    '%s has every notification, with the placeholders of the English one',
    (language) => {
      const texts = getServerTexts(language).notification;
      expect(Object.keys(texts).sort()).toEqual(Object.keys(englishNotifications).sort());
      for (const [kind, { message }] of Object.entries(englishNotifications)) {
        expect(placeholdersOf(texts[kind as keyof typeof texts].message), kind).toEqual(
          placeholdersOf(message),
        );
      }
    },
  );

  it('writes a request status in the recipient language', () => {
    const status = requestStatusWord('in_progress', 'de');
    expect(notificationText('requestStatus', 'de', { service: 'Logo', status })).toEqual({
      title: 'Anfrage aktualisiert',
      message: 'Deine Anfrage für Logo ist jetzt in Bearbeitung',
    });
  });
});

describe('request email texts', () => {
  const english = getServerTexts('en').requestEmail;

  it.each(SUPPORTED_LANGUAGES)('%s has every text, with the placeholders of the English one', (language) => {
    const texts = getServerTexts(language).requestEmail;
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect(placeholdersOf(texts[key as keyof typeof texts]), key).toEqual(placeholdersOf(text));
    }
  });

  it('counts the stars in the words of each language', () => {
    expect([1, 3].map(requestEmailTexts('en').rate)).toEqual(['Rate 1 star', 'Rate 3 stars']);
    expect([1, 3].map(requestEmailTexts('de').rate)).toEqual([
      'Mit 1 Stern bewerten',
      'Mit 3 Sternen bewerten',
    ]);
    expect(requestEmailTexts('ja').rate(4)).toBe('星4つで評価');
  });
});
