import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect } from "./support";

/** The WCAG levels every page is held to (2.2 AA). */
export const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Fails on any axe violation, naming each rule and its nodes. On a page without a frame, axe runs once in the
 * page itself (legacy mode): the same rules on the same nodes as the default mode, which injects axe into each
 * frame and then again into a blank tab to merge their results, at about 30 % more time (decision 022). With a
 * frame (the map after consent), the default mode, which enters it.
 * `tags` narrows the rules to WCAG's; without it every rule runs, best practices included.
 */
export async function expectNoAxeViolations(page: Page, { tags }: { tags?: string[] } = {}) {
  let axe = new AxeBuilder({ page });
  if (tags) axe = axe.withTags(tags);
  if ((await page.locator("iframe").count()) === 0) axe = axe.setLegacyMode();
  const { violations } = await axe.analyze();
  expect(violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) }))).toEqual([]);
}
