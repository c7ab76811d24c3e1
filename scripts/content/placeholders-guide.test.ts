// @vitest-environment node
import { readFileSync } from "node:fs";
import { PLACEHOLDERS } from "../../app/content/placeholders";

/** The names the editors' guide lists in its table of texts to replace. */
const documented = () =>
  [...readFileSync("docs/editing.md", "utf8").matchAll(/^\| `\{([^}:]+)\}` \| .* \(« (.+) »\) \|$/gm)].map(
    ([, name, example]) => ({ name, example }),
  );

describe("the texts to replace, in the editors' guide", () => {
  it("lists every name the build knows, and no other", () => {
    expect(
      documented()
        .map(({ name }) => name)
        .sort(),
    ).toEqual(Object.keys(PLACEHOLDERS).sort());
  });

  it("shows each with the value the pages print (ordinary spaces in the guide)", () => {
    for (const { name, example = "" } of documented()) {
      const value = PLACEHOLDERS[name ?? ""]?.value.replace(/[\u00a0\u202f]/g, " ") ?? "";
      // The intra-company rule is quoted by its opening words.
      if (example.endsWith("…")) expect(value.startsWith(example.slice(0, -2)), name).toBe(true);
      else expect(value, name).toBe(example);
    }
  });
});
