import { isDeepStrictEqual } from "node:util";
import type { Plugin } from "vite";
import { evaluateAtBuild } from "./evaluate-at-build.ts";

/**
 * A module of the app whose first line is this directive is run when the site is built: the browser gets its
 * exports as data, not the code that computed them. The forms' words (app/forms/…/copy.ts) are typeset and filled
 * from the facts in Node, so a form's island neither carries the typography rules nor runs them when it wakes
 * (docs/decisions/033). Its exports must be data (what JSON holds): a function would not survive the trip.
 */
export const BUILD_TIME_DIRECTIVE = "use build-time data";

/** Whether a module's source asks to be run at build time (the directive, alone on its first line). */
export function wantsBuildTime(source: string): boolean {
  return source.startsWith(`"${BUILD_TIME_DIRECTIVE}";\n`);
}

/** The module's exports as the browser gets them: one `export const` each, the value written as JSON. */
export function asDataModule(file: string, exports: Record<string, unknown>): string {
  return Object.entries(exports)
    .map(([name, value]) => {
      const json = JSON.stringify(value);
      if (json === undefined || !isDeepStrictEqual(JSON.parse(json), value))
        throw new Error(
          `${file} : « ${name} » n’est pas une donnée (texte, nombre, liste, objet) ; un module « ${BUILD_TIME_DIRECTIVE} » n’exporte que des données. Déplacez-le dans un autre module.`,
        );
      return name === "default" ? `export default ${json};` : `export const ${name} = ${json};`;
    })
    .join("\n");
}

/** Runs `file` in Node and gives its exports as a module of data, with the project files it was made from. */
export async function buildTimeModule(
  file: string,
  options: { root?: string; env?: Record<string, unknown> } = {},
): Promise<{ code: string; inputs: string[] }> {
  const entry = `import * as data from ${JSON.stringify(file)};\nexport default data;`;
  const { exports, inputs } = await evaluateAtBuild(entry, { ...options, name: file });
  return { code: asDataModule(file, exports.default as Record<string, unknown>), inputs };
}

/**
 * The Vite plugin: the browser's build and the dev server. Not the prerender, which may run the code itself, and
 * not the unit tests, which run each module as written (the same values, without a bundling per import).
 */
export function buildTimeData(): Plugin {
  let root = process.cwd();
  let env: Record<string, unknown> = {};
  let testing = false;
  return {
    name: "build-time-data",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      root = config.root;
      env = config.env;
      testing = config.mode === "test";
    },
    async transform(source, id) {
      if (testing || id.includes("/node_modules/") || !wantsBuildTime(source)) return;
      const file = id.split("?")[0] ?? id;
      const { code, inputs } = await buildTimeModule(file, { root, env });
      for (const input of inputs) this.addWatchFile(input);
      return { code, map: null };
    },
  };
}
