// @vitest-environment node
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { LEGACY_REDIRECTS } from "../../app/redirects";
import {
  ASSET_HEADERS,
  CACHE_CONTROL,
  DOCUMENT_ONLY_HEADER_NAMES,
  SECURITY_HEADERS,
} from "../headers/security-headers";
import { variantPolicies } from "../headers/site-manifest";
import { FAKE_MANIFEST, makeFakeBuild } from "../runtime/test-fixtures";
import { writeDeployConfigs } from "./deploy-configs";
import { nginxConfig } from "./nginx-config";
import { headersFile, pageUrls, redirectsFile } from "./static-host-configs";

describe("nginx.conf", () => {
  const conf = nginxConfig({ redirects: LEGACY_REDIRECTS, manifest: FAKE_MANIFEST });

  test.each(Object.entries(LEGACY_REDIRECTS))(
    "redirects %s (slash and index.html too) to %s in one hop",
    (from, to) => {
      const pattern = `~^${from.replace(/[.*+?^${}()|[\]\\]/g, "\\\\$&")}(/|/index(\\\\.html)?)?$`;
      expect(conf).toContain(`  "${pattern}" ${to};`);
    },
  );

  test.each(Object.entries(SECURITY_HEADERS))("sends %s in every location", (name, value) => {
    const line = `add_header ${name} "${value}" always;`;
    const locations = conf.split("\n").filter((l) => /^\s+location\b/.test(l)).length;
    // Each site server: once at server level, once per location, but for /assets/ the document headers.
    const perServer = locations / 2 + 1 - (name in ASSET_HEADERS ? 0 : 1);
    expect(conf.split(line).length - 1).toBe(2 * perServer);
  });

  test("hashed assets go without the document headers, with the asset ones and a year of cache", () => {
    const assets = conf.split("  location /assets/ {\n")[1]?.split("  }")[0] ?? "";
    for (const name of DOCUMENT_ONLY_HEADER_NAMES) expect(assets).not.toContain(`add_header ${name} `);
    for (const [name, value] of Object.entries(ASSET_HEADERS))
      expect(assets).toContain(`add_header ${name} "${value}" always;`);
    expect(assets).toContain(`add_header Cache-Control "${CACHE_CONTROL.immutable}" always;`);
  });

  test("one HTTPS server per variant by server_name, and port 80 redirecting to HTTPS", () => {
    expect(conf).toContain("listen 443 ssl http2;");
    expect(conf).toContain("server_name www.lif-group.fr;");
    expect(conf).toContain("server_name www.lif-group.be;");
    expect(conf).toContain("ssl_certificate /etc/letsencrypt/live/www.lif-group.fr/fullchain.pem;");
    expect(conf).toContain("return 301 https://www.lif-group.fr$request_uri;");
    expect(conf).toContain("return 301 https://www.lif-group.be$request_uri;");
    expect(conf.match(/server_tokens off;/g)).toHaveLength(4);
  });

  test("each page's policy carries its own hashes; everything else gets the 404 page's", () => {
    const fr = variantPolicies(FAKE_MANIFEST, "fr");
    expect(conf).toContain(`  /about/index.html "${fr.byFile.get("/about/index.html")}";`);
    expect(conf).toContain(`  default "${fr.fallback}";`);
    expect(conf).toContain("add_header Content-Security-Policy $lif_csp_be always;");
  });

  test("refuses backslashes first, names the allowed methods, and never rewrites to a Location starting with //", () => {
    expect(conf).toContain('if ($request_uri ~* "\\\\\\\\|%5c") { return 400; }');
    expect(conf).toContain("add_header Allow $lif_allow always;");
    expect(conf).toContain('rewrite "^/([^/].*)/$" /$1 permanent;');
    expect(conf.indexOf("return 400")).toBeLessThan(conf.indexOf("rewrite "));
  });

  test("serves pages, precompressed files, the 404 page, and never the static hosts' configs", () => {
    expect(conf).toContain("root /srv/lif/fr;");
    expect(conf).toContain("try_files $uri $uri/index.html =404;");
    expect(conf).toContain("error_page 404 /404.html;");
    expect(conf).toContain("gzip_static on;");
    expect(conf).toContain("brotli_static on;");
    expect(conf).toContain("location = /_headers {");
    expect(conf).toContain(`add_header Cache-Control "${CACHE_CONTROL.immutable}" always;`);
    expect(conf).toContain(`~^text/html "${CACHE_CONTROL.html}";`);
  });

  test("without TLS, each variant is served over plain HTTP and nothing redirects to HTTPS", () => {
    const plain = nginxConfig({ redirects: {}, manifest: FAKE_MANIFEST, tls: false, brotli: false });
    expect(plain).not.toContain("ssl_certificate");
    expect(plain).not.toContain("return 301 https://");
    expect(plain).not.toContain("brotli_static on;");
  });
});

describe("static host files", () => {
  test("_redirects has one 301 line per legacy URL, and one for its trailing-slash form", () => {
    const lines = redirectsFile(LEGACY_REDIRECTS)
      .split("\n")
      .filter((line) => line.startsWith("/"));
    expect(lines).toEqual(
      Object.entries(LEGACY_REDIRECTS).flatMap(([from, to]) => [`${from} ${to} 301`, `${from}/ ${to} 301`]),
    );
  });

  test("a page's URLs come from its file", () => {
    expect(pageUrls("/index.html")).toEqual(["/"]);
    expect(pageUrls("/about/index.html")).toEqual(["/about", "/about/"]);
  });

  test("_headers sends the security headers everywhere, a per-page policy, and caches /assets/* for good", () => {
    const policies = variantPolicies(FAKE_MANIFEST, "fr");
    const file = headersFile(policies);
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(file).toContain(`  ${name}: ${value}\n`);
    expect(file).toContain(`/*\n`);
    expect(file).toContain(`  Content-Security-Policy: ${policies.fallback}\n`);
    expect(file).toContain(
      `/about\n  ! Content-Security-Policy\n  Content-Security-Policy: ${policies.byFile.get("/about/index.html")}\n`,
    );
    expect(file).toContain(
      `/assets/*\n${DOCUMENT_ONLY_HEADER_NAMES.map((name) => `  ! ${name}\n`).join("")}  Cache-Control: ${CACHE_CONTROL.immutable}\n`,
    );
    expect(file.match(/Cache-Control/g)).toHaveLength(1);
    const longest = Math.max(...file.split("\n").map((line) => line.length));
    expect(longest).toBeLessThan(2000);
  });
});

test("writeDeployConfigs writes nginx.conf and each built variant's _redirects and _headers", async () => {
  const build = await makeFakeBuild();
  try {
    await writeDeployConfigs(build.dir);
    expect(await readFile(join(build.dir, "deploy", "nginx.conf"), "utf8")).toBe(
      nginxConfig({ redirects: LEGACY_REDIRECTS, manifest: FAKE_MANIFEST }),
    );
    for (const variant of ["fr", "be"] as const) {
      const client = join(build.dir, variant, "client");
      expect(await readFile(join(client, "_redirects"), "utf8")).toBe(redirectsFile(LEGACY_REDIRECTS));
      expect(await readFile(join(client, "_headers"), "utf8")).toBe(
        headersFile(variantPolicies(FAKE_MANIFEST, variant)),
      );
    }
  } finally {
    await build.remove();
  }
});
