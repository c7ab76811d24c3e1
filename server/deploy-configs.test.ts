// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LEGACY_REDIRECTS } from "../app/redirects";
import { writeDeployConfigs } from "./deploy-configs";
import { CACHE_CONTROL, SECURITY_HEADERS } from "./headers";
import { nginxConfig } from "./nginx-config";
import { headersFile, redirectsFile } from "./static-host-configs";

describe("nginx.conf", () => {
  const conf = nginxConfig(LEGACY_REDIRECTS);

  test.each(Object.entries(LEGACY_REDIRECTS))("redirects %s to %s with its query", (from, to) => {
    expect(conf).toContain(`location = ${from} { return 301 ${to}$is_args$args; }`);
  });

  test.each(Object.entries(SECURITY_HEADERS))("sends %s on every response", (name, value) => {
    expect(conf).toContain(`add_header ${name} "${value}" always;`);
  });

  test("picks the Belgian root for a .be host and serves pages, precompressed files and the 404", () => {
    expect(conf).toContain("~(^|\\.)be(\\.|$) be;");
    expect(conf).toContain("root /srv/lif/$lif_variant;");
    expect(conf).toContain("try_files $uri $uri/index.html =404;");
    expect(conf).toContain("error_page 404 /404.html;");
    expect(conf).toContain("gzip_static on;");
    expect(conf).toContain("brotli_static on;");
    expect(conf).toContain("rewrite ^/(.+)/$ /$1 permanent;");
    expect(conf).toContain(`add_header Cache-Control "${CACHE_CONTROL.immutable}" always;`);
    expect(conf).toContain(`~^text/html "${CACHE_CONTROL.html}";`);
  });
});

describe("static host files", () => {
  test("_redirects has one 301 line per legacy URL", () => {
    const lines = redirectsFile(LEGACY_REDIRECTS)
      .split("\n")
      .filter((line) => line.startsWith("/"));
    expect(lines).toEqual(Object.entries(LEGACY_REDIRECTS).map(([from, to]) => `${from} ${to} 301`));
  });

  test("_headers sends the security headers everywhere and caches /assets/* for good", () => {
    const file = headersFile();
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(file).toContain(`  ${name}: ${value}\n`);
    expect(file).toContain(`/assets/*\n  Cache-Control: ${CACHE_CONTROL.immutable}\n`);
    expect(file.match(/Cache-Control/g)).toHaveLength(1);
  });
});

test("writeDeployConfigs writes nginx.conf and each built variant's _redirects and _headers", async () => {
  const buildDir = await mkdtemp(join(tmpdir(), "lif-deploy-"));
  try {
    await mkdir(join(buildDir, "fr", "client"), { recursive: true });
    await mkdir(join(buildDir, "be", "client"), { recursive: true });
    await writeDeployConfigs(buildDir);
    expect(await readFile(join(buildDir, "deploy", "nginx.conf"), "utf8")).toBe(
      nginxConfig(LEGACY_REDIRECTS),
    );
    for (const variant of ["fr", "be"]) {
      const client = join(buildDir, variant, "client");
      expect(await readFile(join(client, "_redirects"), "utf8")).toBe(redirectsFile(LEGACY_REDIRECTS));
      expect(await readFile(join(client, "_headers"), "utf8")).toBe(headersFile());
    }
  } finally {
    await rm(buildDir, { recursive: true, force: true });
  }
});
