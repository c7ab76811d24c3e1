// Builds the whole site: first the production checks (NODE_ENV=production: EmailJS keys and the launch gate,
// see scripts/production.ts), the illustrations and social cards, one prerendered React Router build per
// variant (FR, BE), then sitemap, robots.txt, 404.html, the site manifest (CSP hashes), precompressed files,
// deploy configs, the link, French typography and fact-consistency checks and the bundled server.
import { spawnSync } from "node:child_process";
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

await rm(BUILD_DIR, { recursive: true, force: true });
await bundle("scripts/build-checks.ts", `${BUILD_DIR}/tools/build-checks.mjs`);
run("node", [`${BUILD_DIR}/tools/build-checks.mjs`]);
await bundle("scripts/render-art.ts", `${BUILD_DIR}/tools/render-art.mjs`);
run("node", [`${BUILD_DIR}/tools/render-art.mjs`]);
await bundle("scripts/render-presence-map.ts", `${BUILD_DIR}/tools/render-presence-map.mjs`);
run("node", [`${BUILD_DIR}/tools/render-presence-map.mjs`]);
await bundle("scripts/social-cards.ts", `${BUILD_DIR}/tools/social-cards.mjs`);
run("node", [`${BUILD_DIR}/tools/social-cards.mjs`]);
await bundle("scripts/guide/render-guide.ts", `${BUILD_DIR}/tools/render-guide.mjs`);
run("node", [`${BUILD_DIR}/tools/render-guide.mjs`]);

for (const variant of VARIANTS) {
  console.log(`\n▸ Build ${variant.toUpperCase()}`);
  run("npx", ["react-router", "build"], { VITE_SITE_VARIANT: variant });
}

await bundle("scripts/postbuild.ts", `${BUILD_DIR}/tools/postbuild.mjs`);
run("node", [`${BUILD_DIR}/tools/postbuild.mjs`, ...VARIANTS]);
await bundle("scripts/checks/links.ts", `${BUILD_DIR}/tools/links.mjs`);
run("node", [`${BUILD_DIR}/tools/links.mjs`, ...VARIANTS]);
await bundle("scripts/checks/typography.ts", `${BUILD_DIR}/tools/typography.mjs`);
run("node", [
  `${BUILD_DIR}/tools/typography.mjs`,
  ...VARIANTS.map((variant) => `${BUILD_DIR}/${variant}/client`),
]);
await bundle("scripts/checks/facts-consistency.ts", `${BUILD_DIR}/tools/facts-consistency.mjs`);
run("node", [
  `${BUILD_DIR}/tools/facts-consistency.mjs`,
  ...VARIANTS.map((variant) => `${BUILD_DIR}/${variant}/client`),
]);
await bundle("server/index.ts", `${BUILD_DIR}/server.mjs`);
// The CMS, served at /admin/ by that server only (docs/decisions/023); its preview uses the site's stylesheet.
await bundleAdmin(`${BUILD_DIR}/admin`, process.cwd(), {
  siteCss: builtSiteCss(`${BUILD_DIR}/${VARIANTS[0]}/client`),
});
await bundle("server/deploy/write-deploy-configs.ts", `${BUILD_DIR}/tools/write-deploy-configs.mjs`);
// For npm run bench and npm run observatory: the generated nginx config run on loopback.
await bundle("scripts/nginx-harness.ts", `${BUILD_DIR}/tools/nginx-harness.mjs`);
console.log(
  `\n✓ Build terminé : ${VARIANTS.map((v) => `${BUILD_DIR}/${v}`).join(", ")}, ${BUILD_DIR}/server.mjs, ${BUILD_DIR}/admin`,
);
