import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Which dependencies may run an install script (docs/decisions/031): `allowScripts` in package.json names each one
// that has a script, `true` or `false`; `.npmrc` makes npm refuse to install a dependency whose script is not named.
// The README's table gives each entry its reason.
type Lock = { packages: Record<string, { version: string; hasInstallScript?: boolean }> };
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as Lock;
const { allowScripts } = JSON.parse(readFileSync("package.json", "utf8")) as {
  allowScripts: Record<string, boolean>;
};

/** The name of a lock entry (`node_modules/a/node_modules/@b/c` → `@b/c`). */
const nameOf = (path: string) => path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length);
const withScripts = [
  ...new Set(
    Object.entries(lock.packages)
      .filter(([path, entry]) => path !== "" && entry.hasInstallScript)
      .map(([path]) => nameOf(path)),
  ),
].sort();

/** The README's rows `| \`name\` | autorisé/refusé | reason |` under « Scripts d’installation ». */
function readmeReasons(): Map<string, { allowed: boolean; reason: string }> {
  const readme = readFileSync("README.md", "utf8");
  const section = readme.split("### Scripts d’installation")[1]?.split("\n## ")[0] ?? "";
  const rows = [...section.matchAll(/^\| `([^`]+)` \| (autorisé|refusé) \| (.+) \|$/gm)];
  return new Map(
    rows.map(([, name, verdict, reason]) => [
      name ?? "",
      { allowed: verdict === "autorisé", reason: reason ?? "" },
    ]),
  );
}

describe("install scripts allowed by name (docs/decisions/031)", () => {
  it("names in allowScripts exactly the dependencies that have an install script, by name only", () => {
    expect(Object.keys(allowScripts).sort()).toEqual(withScripts);
  });

  it("makes npm fail the install when a dependency's script is not named, instead of running it", () => {
    expect(readFileSync(".npmrc", "utf8")).toMatch(/^strict-allow-scripts=true$/m);
  });

  it("gives each entry its verdict and its reason in the README", () => {
    const reasons = readmeReasons();
    expect([...reasons.keys()].sort()).toEqual(Object.keys(allowScripts).sort());
    for (const [name, allowed] of Object.entries(allowScripts)) {
      expect(reasons.get(name)?.allowed, name).toBe(allowed);
      expect(reasons.get(name)?.reason.length, name).toBeGreaterThan(20);
    }
  });
});
