import { expect, test } from "@playwright/test";
import { PAGES } from "../app/pages";
import { builtPages, formatError, validate } from "../scripts/checks/html";

const BUILD_DIR = process.env.BUILD_DIR ?? "build";

// No browser here: the Nu Html Checker (vnu-jar on the machine's Java) reads the prerendered files, all in one
// Java run. Under load Java alone can take half a minute to start, hence the long budget.
test("every prerendered page passes the Nu Html Checker with no error", async () => {
  test.setTimeout(300_000);
  const files = builtPages(BUILD_DIR);
  // Each built variant has every page of the page table and its 404 page.
  expect(files.length).toBeGreaterThanOrEqual(PAGES.length + 1);
  const errors = await validate(files);
  expect(errors.map(formatError), "erreurs du Nu Html Checker").toEqual([]);
});
