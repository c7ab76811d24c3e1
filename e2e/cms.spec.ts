import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { checkSettingsFile } from "../scripts/content/settings-file";
import { expect, test } from "./support";

/**
 * The CMS at /admin/ against its real local proxy (decap-server, as `npm run cms` runs it), with no network: an
 * editor changes the phone number, publishes, and the settings file on disk holds the new number, every other
 * field as it was, and still passes the build's schema. The proxy writes into a copy of the checkout's content
 * and CMS configuration, so a failed run never leaves the real files changed.
 */
const NEW_PHONE = "+33 1 99 00 56 78";

let proxy: ChildProcess;
let proxyPort: number;
let repo: string;

/** A port nobody listens on: the proxy runs beside a developer's own (8081) and other checkouts' tests. */
const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? done(address.port) : fail(address)));
    });
  });

test.beforeAll(async () => {
  repo = mkdtempSync(join(tmpdir(), "lif-cms-"));
  for (const folder of ["content", "admin"]) cpSync(resolve(folder), join(repo, folder), { recursive: true });
  proxyPort = await freePort();
  proxy = spawn(process.execPath, [resolve("node_modules/decap-server/dist/index.js")], {
    env: {
      ...process.env,
      PORT: String(proxyPort),
      BIND_HOST: "127.0.0.1",
      MODE: "fs",
      GIT_REPO_DIRECTORY: repo,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((ready, fail) => {
    proxy.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("listening")) ready();
    });
    proxy.on("exit", (code) => fail(new Error(`decap-server exited (${code})`)));
  });
});

test.afterAll(() => {
  proxy?.kill();
  if (repo) rmSync(repo, { recursive: true, force: true });
});

test("/admin/ is the French CMS, never indexed, under its own policy", async ({ request }) => {
  const response = await request.get("/admin/");
  expect(response.status()).toBe(200);
  expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(response.headers()["content-security-policy"]).toContain("script-src 'self' 'unsafe-eval'");
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  expect(html).toContain('<html lang="fr">');
  const config = await (await request.get("/admin/config.yml")).text();
  expect(config).toMatch(/^locale: fr$/m);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain("/admin");
});

test("an editor changes the phone number in the CMS and the settings file holds it", async ({ page }) => {
  const before = JSON.parse(readFileSync(join(repo, "content/settings.json"), "utf8"));
  // No network: any request that leaves this machine fails the test.
  const outside: string[] = [];
  await page.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) => {
    outside.push(route.request().url());
    return route.abort();
  });

  await page.goto(`/admin/?proxy=${proxyPort}#/collections/reglages/entries/settings`);
  await page.getByRole("button", { name: "Se connecter" }).click();
  const phone = page.getByLabel("Téléphone", { exact: true });
  await expect(phone).toHaveValue(before.contact.phone);
  await phone.fill(NEW_PHONE);
  await page.getByRole("button", { name: "Publier" }).click();
  await page.getByText("Publier maintenant").click();
  await expect(page.getByText("Entrée enregistrée")).toBeVisible();

  const after = JSON.parse(readFileSync(join(repo, "content/settings.json"), "utf8"));
  expect(after).toEqual({ ...before, contact: { ...before.contact, phone: NEW_PHONE } });
  const check = checkSettingsFile(repo);
  expect(check.problems).toBeUndefined();
  expect(check.settings?.contact.phone).toBe(NEW_PHONE);
  expect(outside).toEqual([]);
});
