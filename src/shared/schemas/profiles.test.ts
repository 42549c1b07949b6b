import { describe, expect, it } from 'vitest';
import { profileFormSchema, splitSkills } from './profiles';
import { isHttpUrl } from '../http-url';
import { optionalHttpUrlSchema } from './urls';

describe('user links', () => {
  it.each(['https://ada.dev', 'http://localhost:3000/x?y=1', 'https://youtu.be/abc'])('accepts %s', (url) => {
    expect(isHttpUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,hi',
    'ftp://files.example',
    'ada.dev',
    '//ada.dev',
    '',
    'http:ada.dev',
    'https:/ada.dev',
    'https://',
    'https://exa mple.com',
  ])('refuses %s', (url) => {
    expect(isHttpUrl(url)).toBe(false);
  });

  it('treats an empty optional link as none', () => {
    expect(optionalHttpUrlSchema.parse('  ')).toBeNull();
    expect(optionalHttpUrlSchema.parse(' https://ada.dev ')).toBe('https://ada.dev');
  });
});

describe('splitSkills', () => {
  it('splits on commas, trims, and drops empty entries', () => {
    expect(splitSkills(' React, , Illustration ,')).toEqual(['React', 'Illustration']);
  });

  it('accepts the commas Chinese and Japanese keyboards type', () => {
    expect(splitSkills('插画，设计、Figma')).toEqual(['插画', '设计', 'Figma']);
  });
});

describe('the settings profile form', () => {
  const form = { displayName: 'Ada', bio: '', location: '', introUrl: '', primaryCta: '', primaryCtaUrl: '' };

  it('sends the skills line as the list it splits into', () => {
    expect(profileFormSchema.parse({ ...form, skills: ' React, , Illustration ,' }).skills).toEqual([
      'React',
      'Illustration',
    ]);
  });

  it('tells a broken skills rule on the skills line itself', () => {
    const checked = profileFormSchema.safeParse({ ...form, skills: `React, ${'x'.repeat(200)}` });
    expect(checked.error?.issues.map(({ path, message }) => [path, message])).toEqual([
      [['skills'], 'skillTooLong'],
    ]);
  });
});
