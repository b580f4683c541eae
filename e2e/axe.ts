/**
 * Accessibility in the journeys: axe-core over the page as it is, at a phone width (390 px) and a desktop width
 * (1366 px), failing on any serious or critical WCAG 2.1 A/AA violation (colour contrast, names and labels, ARIA,
 * landmarks…). The page is checked as the journey left it (signed in, with its data), then given back its viewport.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const AXE_VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
] as const;

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The serious and critical violations on the page as it is now, one line each with up to three of its elements. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, ' ').slice(0, 160)}]` : ''}`)
          .join(' | ')}`,
    );
}

/** Two animation frames: layout and any width-dependent re-render have happened after a viewport change. */
const settled = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** Fails the test with every serious or critical violation of this page at 390 and at 1366 px. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const original = page.viewportSize();
  const found: string[] = [];
  for (const viewport of AXE_VIEWPORTS) {
    await page.setViewportSize(viewport);
    await settled(page);
    found.push(...(await seriousViolations(page)).map((v) => `${viewport.width}px ${v}`));
  }
  if (original) {
    await page.setViewportSize(original);
    await settled(page);
  }
  expect(found, `accessibility of ${label}`).toEqual([]);
}
