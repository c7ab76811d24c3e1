import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { builtPages, pageFile, pageUrl } from "./page-files.mjs";

describe("the built pages' layout", () => {
  it("writes a page as <path>.html and the home page as index.html, and reads them back", () => {
    for (const url of ["/", "/about", "/services/lif-shore/nearshore"])
      expect(pageUrl(pageFile(url))).toBe(url);
    expect(pageFile("/")).toBe("/index.html");
    expect(pageFile("/services/lif-shore")).toBe("/services/lif-shore.html");
  });

  it("finds every page of a client build, nested ones too, and nothing under assets or hidden", async () => {
    const client = await mkdtemp(join(tmpdir(), "page-files-"));
    try {
      await mkdir(join(client, "services", "lif-shore"), { recursive: true });
      await mkdir(join(client, "assets"));
      await mkdir(join(client, ".cache"));
      for (const file of [
        "index.html",
        "404.html",
        "about.html",
        "about.html.br",
        "services/lif-shore.html",
        "services/lif-shore/nearshore.html",
        "assets/stray.html",
        ".cache/old.html",
        "robots.txt",
      ])
        await writeFile(join(client, file), "");
      expect(builtPages(client).map(({ path, url }) => [path, url])).toEqual([
        ["/404.html", "/404"],
        ["/about.html", "/about"],
        ["/index.html", "/"],
        ["/services/lif-shore.html", "/services/lif-shore"],
        ["/services/lif-shore/nearshore.html", "/services/lif-shore/nearshore"],
      ]);
      expect(builtPages(client)[1]?.file).toBe(join(client, "about.html"));
    } finally {
      await rm(client, { recursive: true, force: true });
    }
  });
});
