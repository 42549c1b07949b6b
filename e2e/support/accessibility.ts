import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Runs axe on the page as it is now; serious and critical violations fail the test. */
export async function expectNoSeriousA11yViolations(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

/**
 * The rules a colour scheme can change the outcome of: the page's colours alone differ between its
 * light and dark schemes (web/styles/color-schemes.css), so a page checked in full in one needs only
 * these in the other.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The serious and critical violations axe finds on the page as it is now, one line each: of every
 * WCAG 2.1 A and AA rule, or of the `rules` named.
 */
export async function seriousA11yViolations(page: Page, rules?: string[]): Promise<string[]> {
  // Legacy mode runs axe in the page itself. The default runs it in each frame and then opens a new
  // tab to put the results together, which cost most of a second a check (sweeps check about fifty);
  // it is there for frames from other origins, and Atelier's pages have none.
  // Only violations are reported, so axe details no passing node.
  const axe = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  const results = await (
    rules ? axe.withRules(rules) : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  ).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}
