// @vitest-environment node
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { ADMIN_CSP } from "../headers/admin-headers";
import { policyForPath, variantPolicies } from "../headers/site-manifest";
import { createHandler } from "./app";
import { FAKE_MANIFEST, makeFakeBuild, send, startTestServer, type TestServer } from "./test-fixtures";

let build: Awaited<ReturnType<typeof makeFakeBuild>>;
let server: TestServer;

beforeAll(async () => {
  build = await makeFakeBuild();
  await mkdir(join(build.dir, "admin"));
  await writeFile(join(build.dir, "admin", "index.html"), "<!doctype html><title>CMS</title>");
  await writeFile(join(build.dir, "admin", "config.yml"), "locale: fr\n");
  server = await startTestServer(createHandler({ buildDir: build.dir }));
});
afterAll(async () => {
  await server.close();
  await build.remove();
});

describe("the CMS at /admin/", () => {
  test("answers with its page, its own policy and noindex", async () => {
    const res = await send(server, "/admin/");
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain("<title>CMS</title>");
    expect(res.headers["content-security-policy"]).toBe(ADMIN_CSP);
    expect(res.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect((await send(server, "/admin/config.yml")).headers["content-type"]).toBe(
      "text/yaml; charset=utf-8",
    );
  });

  test("leaves the site's pages under the site's policy", async () => {
    const res = await send(server, "/about");
    expect(res.headers["content-security-policy"]).toBe(
      policyForPath(variantPolicies(FAKE_MANIFEST, "fr"), "/about"),
    );
    expect(res.headers["x-robots-tag"]).toBeUndefined();
  });

  test("redirects /admin to /admin/, and reaches nothing outside its folder", async () => {
    const bare = await send(server, "/admin");
    expect([bare.status, bare.headers.location]).toEqual([301, "/admin/"]);
    for (const path of [
      "/admin/..%2Fsite-manifest.json",
      "/admin/sub/index.html",
      "/admin/.env",
      "/admin/missing.js",
    ]) {
      expect((await send(server, path)).status, path).toBe(404);
    }
    expect((await send(server, "/admin/", { method: "POST" })).status).toBe(405);
  });
});
