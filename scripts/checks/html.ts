// Runs the Nu Html Checker (vnu-jar, on the machine's Java) over every prerendered page of every variant
// built: `node build/tools/html.mjs` (BUILD_DIR, default build). One Java run for all files: it takes
// seconds to start. e2e/html-validity.spec.ts runs the same check in `npm test`. Exits 1 on any error.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { VARIANTS } from "../../app/pages";
import { builtPages as pagesOf } from "../../server/page-files.mjs";

const require = createRequire(import.meta.url);

export type HtmlError = { file: string; line?: number; column?: number; message: string; extract?: string };

type VnuMessage = {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
};

/** Every HTML file of the client builds in `buildDir`: the pages and the 404 page, never the assets. */
export function builtPages(buildDir: string): string[] {
  return VARIANTS.map((variant) => join(buildDir, variant, "client"))
    .filter((dir) => existsSync(dir))
    .flatMap((dir) => pagesOf(dir).map(({ file }) => file));
}

/** A path relative to the project when it is inside it, absolute otherwise (BUILD_DIR=/tmp/…). */
function shortPath(path: string): string {
  const inside = relative(process.cwd(), path);
  return inside.startsWith("..") ? path : inside;
}

/** The vnu.jar of the vnu-jar package. */
export const vnuJar = (): string => require.resolve("vnu-jar/build/dist/vnu.jar");

/** The errors vnu finds in `files`, from one run of Java (vnu writes its JSON report on stderr). */
export async function validate(files: readonly string[], java = "java"): Promise<HtmlError[]> {
  if (files.length === 0) return [];
  const child = spawn(
    java,
    [
      // A run of a few seconds: Java's optimising compiler (C2) costs more CPU than it saves here, so the quick one
      // (C1) only, the same checker giving the same report at half the CPU (docs/decisions/028, round 6). C1's
      // frames are larger: vnu's schema needs more than the default 1 MB thread stack then (2 MB was enough).
      "-XX:TieredStopAtLevel=1",
      "-Xss4m",
      "-jar",
      vnuJar(),
      "--errors-only",
      "--format",
      "json",
      "--exit-zero-always",
      ...files,
    ],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let report = "";
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (chunk: string) => {
    report += chunk;
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", resolve);
  });
  let messages: VnuMessage[];
  try {
    messages = (JSON.parse(report) as { messages: VnuMessage[] }).messages;
  } catch {
    throw new Error(
      `Le validateur HTML (vnu) n’a pas répondu en JSON (code ${code}) :\n${report.slice(0, 2000)}`,
    );
  }
  return messages
    .filter((message) => message.type === "error" || message.subType === "fatal")
    .map((message) => ({
      file: shortPath(decodeURIComponent(new URL(message.url).pathname)),
      line: message.lastLine,
      column: message.firstColumn ?? message.lastColumn,
      message: message.message,
      extract: message.extract?.replace(/\s+/g, " ").trim(),
    }));
}

/** One error, as the console and the test report show it. */
export const formatError = (error: HtmlError) =>
  `✗ ${error.file}:${error.line ?? "?"}:${error.column ?? "?"} — ${error.message}${error.extract ? `\n    ${error.extract}` : ""}`;

if (process.argv[1]?.endsWith("html.mjs")) {
  const buildDir = process.env.BUILD_DIR ?? "build";
  const files = builtPages(buildDir);
  if (files.length === 0) {
    console.error(`Aucune page dans ${buildDir} : lancez d’abord \`npm run build\`.`);
    process.exit(1);
  }
  const errors = await validate(files);
  for (const error of errors) console.error(formatError(error));
  if (errors.length > 0) {
    console.error(`\nHTML : ${errors.length} erreur(s) du Nu Html Checker sur ${files.length} pages.`);
    process.exit(1);
  }
  console.log(`✓ HTML valide (Nu Html Checker) : ${files.length} pages, aucune erreur.`);
}
