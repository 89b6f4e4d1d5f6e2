import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what the issue holds the site to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING = new Set(['serious', 'critical']);

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation, listing each rule with the
 * elements it found and why, so the failure reads without opening a trace. `label` names the state checked.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string): Promise<void> {
  // A toast fades in over 0.18 s: axe reading its colours mid-fade finds them too faint. Colours are judged as shown.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.toast')].every((toast) => toast.getAnimations().every((animation) => animation.playState === 'finished')),
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = results.violations.filter((violation) => FAILING.has(violation.impact ?? ''));
  const report = serious.map((violation) => {
    const nodes = violation.nodes
      .slice(0, 5)
      .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ')}`)
      .join('\n');
    const more = violation.nodes.length > 5 ? `\n    … and ${violation.nodes.length - 5} more` : '';
    return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length})\n${nodes}${more}`;
  });
  expect(serious.length, `axe on ${label} (${page.url()}):\n${report.join('\n')}`).toBe(0);
}
