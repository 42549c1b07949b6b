// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { SCREEN_ROUTES, type ScreenHandle } from './routes';

const screens = SCREEN_ROUTES;

describe('the route table', () => {
  it("loads each route's screen and names its module as the build's manifest does", async () => {
    expect(screens.length).toBeGreaterThan(25);
    for (const route of screens) {
      if (typeof route.lazy !== 'function') throw new Error(`${route.path} has no screen`);
      const loaded = await route.lazy();
      expect(typeof loaded.Component, route.path).toBe('function');
      const { module } = loaded.handle as ScreenHandle;
      expect(module, route.path).toMatch(/^(features\/[a-z-]+\/pages|app\/routes)\/[a-z-]+-page\.tsx$/);
    }
  }, 60_000);
});
