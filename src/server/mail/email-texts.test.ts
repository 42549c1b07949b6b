import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@shared/constants';
import { getEmailTexts, interpolate, renderEmailText, type EmailKind } from './email-texts';

const placeholdersOf = (template: string) =>
  [...template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
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

describe('interpolate', () => {
  it('does not fill placeholders that arrive inside a value', () => {
    expect(interpolate('Hello {{name}}, {{product}}', { name: '{{product}}', product: 'Atelier' })).toBe(
      'Hello {{product}}, Atelier',
    );
  });

  it('leaves an unknown placeholder visible rather than blank', () => {
    expect(interpolate('Hi {{who}}', {})).toBe('Hi {{who}}');
  });
});
