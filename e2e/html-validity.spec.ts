import { existsSync, readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { PAGES, VARIANTS } from "../app/pages";
import { SITE } from "../app/site.config";
import { builtPages, formatError, validate } from "../scripts/checks/html";
import { pageFile } from "../scripts/checks/links";
import { decode } from "./html";

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

test("every prerendered page carries one JSON-LD graph and a social card on its variant's origin", () => {
  for (const variant of VARIANTS) {
    const origin = SITE.origins[variant];
    for (const { path } of PAGES) {
      const html = readFileSync(pageFile(`${BUILD_DIR}/${variant}/client`, path), "utf8");
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
      expect(blocks, `${variant} ${path}`).toHaveLength(1);
      const graph = JSON.parse(blocks[0]?.[1] ?? "") as {
        "@context": string;
        "@graph": { "@type": string }[];
      };
      expect(graph["@context"]).toBe("https://schema.org");
      const types = graph["@graph"].map((node) => node["@type"]);
      expect(types, `${variant} ${path}`).toContain(path === "/" ? "Organization" : "BreadcrumbList");
      expect(JSON.stringify(graph)).not.toContain(SITE.origins[variant === "fr" ? "be" : "fr"]);
      const image = decode(html.match(/<meta property="og:image" content="([^"]*)"/)?.[1] ?? "");
      expect(image, `${variant} ${path}`).toMatch(new RegExp(`^${origin}/generated/social/[a-z-]+\\.png$`));
      expect(existsSync(`${BUILD_DIR}/${variant}/client${image.slice(origin.length)}`), image).toBe(true);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    }
  }
});
