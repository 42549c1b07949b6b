// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { PRIVATE_PAGES, PUBLIC_PAGES } from '#shared/crawling';
import { SCREEN_ROUTES } from './routes';

// The routes whose pages the sitemap lists from the database, and the not-found page.
const LISTED_FROM_DATABASE = [
  '/:handle',
  '/:handle/:slug',
  '/services/:serviceId',
  '/collections/:collectionId',
  '/*',
];

const screens = SCREEN_ROUTES;

describe('what crawlers are told', () => {
  it('names every route of the app as public or private, so a new screen is never left out', () => {
    const unsorted = screens
      .map((route) => (route.index ? '/' : `/${route.path ?? ''}`))
      .filter((path) => !LISTED_FROM_DATABASE.includes(path))
      .map((path) => path.replace(/:\w+/g, '*'))
      .filter((path) => !([...PUBLIC_PAGES, ...PRIVATE_PAGES] as string[]).includes(path));
    expect(unsorted).toEqual([]);
  });

  it('names no page as both public and private', () => {
    const both = PUBLIC_PAGES.filter((path) => (PRIVATE_PAGES as readonly string[]).includes(path));
    expect(both).toEqual([]);
  });
});
