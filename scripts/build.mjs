// Builds the whole site: first the production checks (NODE_ENV=production: EmailJS keys and the launch gate,
// see scripts/production.ts), the illustrations and social cards, one prerendered React Router build per
// variant (FR, BE), then sitemap, robots.txt, 404.html, the site manifest (CSP hashes), precompressed files,
// deploy configs, the link, French typography and fact-consistency checks and the bundled server.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { bundleForNode as bundle } from "./bundle-for-node.mjs";
import { builtSiteCss, bundleAdmin } from "./content/admin-bundle.mjs";

// BUILD_DIR lets several builds live side by side; VARIANTS=fr builds only one variant (quicker checks).
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const VARIANTS = (process.env.VARIANTS ?? "fr,be").split(",");

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * CPU seconds (user + system) of this process and of the children it has waited for, read from /proc where
 * there is one: on a shared machine a step's wall time says how loaded it was, its CPU time what it cost.
 */
function cpuSeconds() {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
    // utime, stime, cutime, cstime (fields 14 to 17 of proc(5); the list above starts at field 3), in ticks.
    return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
  } catch {
    return Number.NaN;
  }
}

const steps = [];
/** Runs one step of the build and records its wall and CPU time for the table printed at the end. */
async function step(name, work) {
  const [wallStart, cpuStart] = [Date.now(), cpuSeconds()];
  await work();
  steps.push([name, (Date.now() - wallStart) / 1000, cpuSeconds() - cpuStart]);
}

/** Bundles one of our TypeScript tools into build/tools and runs it with `args`. */
async function tool(entry, name, args = []) {
  const out = `${BUILD_DIR}/tools/${name}.mjs`;
  await bundle(entry, out);
  run("node", [out, ...args]);
}

const clientDirs = VARIANTS.map((variant) => `${BUILD_DIR}/${variant}/client`);

await rm(BUILD_DIR, { recursive: true, force: true });
await step("contenu et production", () => tool("scripts/build-checks.ts", "build-checks"));
await step("illustrations", () => tool("scripts/render-art.ts", "render-art"));
await step("carte de présence", () => tool("scripts/render-presence-map.ts", "render-presence-map"));
await step("cartes de partage", () => tool("scripts/social-cards.ts", "social-cards"));
await step("guide PDF", () => tool("scripts/guide/render-guide.ts", "render-guide"));

for (const variant of VARIANTS) {
  await step(`react-router ${variant.toUpperCase()}`, () => {
    console.log(`\n▸ Build ${variant.toUpperCase()}`);
    run("npx", ["react-router", "build"], { VITE_SITE_VARIANT: variant });
  });
}

await step("postbuild", () => tool("scripts/postbuild.ts", "postbuild", VARIANTS));
await step("liens", () => tool("scripts/checks/links.ts", "links", VARIANTS));
// French typography and one value per claim, each page parsed once for both.
await step("typographie et faits", () => tool("scripts/checks/page-texts.ts", "page-texts", clientDirs));
await step("serveur et CMS", async () => {
  await bundle("server/index.ts", `${BUILD_DIR}/server.mjs`);
  // The CMS, served at /admin/ by that server only (docs/decisions/023); its preview uses the site's stylesheet.
  await bundleAdmin(`${BUILD_DIR}/admin`, process.cwd(), { siteCss: builtSiteCss(clientDirs[0]) });
  await bundle("server/deploy/write-deploy-configs.ts", `${BUILD_DIR}/tools/write-deploy-configs.mjs`);
  // For npm run bench and npm run observatory: the generated nginx config run on loopback.
  await bundle("scripts/nginx-harness.ts", `${BUILD_DIR}/tools/nginx-harness.mjs`);
});

console.log("\nÉtapes du build (durée ; temps CPU, processus lancés compris) :");
for (const [name, wall, cpu] of steps)
  console.log(`  ${name.padEnd(24)} ${wall.toFixed(1).padStart(6)} s ; CPU ${cpu.toFixed(1).padStart(6)} s`);
console.log(
  `\n✓ Build terminé : ${VARIANTS.map((v) => `${BUILD_DIR}/${v}`).join(", ")}, ${BUILD_DIR}/server.mjs, ${BUILD_DIR}/admin`,
);
