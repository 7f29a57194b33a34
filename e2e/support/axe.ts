import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rule sets the issue asks for: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Rules run whatever the tags say: label-content-name-mismatch is tagged 'experimental', which
 * axe leaves out of a tag run; scrollable-region-focusable is named so it cannot drop out with a tag.
 */
export const EXTRA_RULES = ['label-content-name-mismatch', 'scrollable-region-focusable'];

/**
 * Runs axe-core on the page as it is now and fails with each violation's rule, impact and
 * offending elements, so the report says what to fix without opening a trace.
 */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  // Fonts and transitions settle first: contrast is measured on what is painted, and a button
  // caught mid-transition (enabled again after a request, a dialog fading in) paints colours it
  // never rests on. Endless animations (a spinner, a skeleton's pulse) are not waited for.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  const rules = Object.fromEntries(EXTRA_RULES.map((id) => [id, { enabled: true }]));
  // options() replaces what was set before it, so it comes before withTags().
  const { violations } = await new AxeBuilder({ page }).options({ rules }).withTags(WCAG_TAGS).analyze();
  const report = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`)
        .join('\n'),
  );
  expect(report, `axe violations on ${screen}`).toEqual([]);
}
