import { withoutModulePreloads } from "./module-preloads";

describe("withoutModulePreloads", () => {
  it("drops the module preload hints and keeps every other link and script", () => {
    const html =
      '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/x.js"/>' +
      '<link rel="preload" href="/f.woff2" as="font"/><link rel="modulepreload" href="/assets/y.js" crossorigin=""/>' +
      '</head><body><script type="module">import "/assets/x.js";</script></body>';
    expect(withoutModulePreloads(html)).toBe(
      '<head><link rel="stylesheet" href="/a.css"/><link rel="preload" href="/f.woff2" as="font"/></head>' +
        '<body><script type="module">import "/assets/x.js";</script></body>',
    );
  });
});
