// @vitest-environment node
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { PAGES } from "../../app/pages";
import { LEGACY_REDIRECTS } from "../../app/redirects";
import {
  ASSET_HEADERS,
  CACHE_CONTROL,
  DOCUMENT_ONLY_HEADER_NAMES,
  SECURITY_HEADERS,
} from "../headers/security-headers";
import { readSiteManifest, variantPolicies } from "../headers/site-manifest";
import { FAKE_MANIFEST, makeFakeBuild } from "../runtime/test-fixtures";
import { staticHostRefusal, writeDeployConfigs } from "./deploy-configs";
import { nginxConfig } from "./nginx-config";
import { HEADER_RULES_LIMIT, headersFile, REDIRECT_RULES_LIMIT, redirectsFile } from "./static-host-configs";

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
    expect(conf).toContain(`  /about.html "${fr.byFile.get("/about.html")}";`);
    expect(conf).toContain(`  default "${fr.fallback}";`);
    expect(conf).toContain("add_header Content-Security-Policy $lif_csp_be always;");
  });

  test("refuses backslashes first, names the allowed methods, and never rewrites to a Location starting with //", () => {
    expect(conf).toContain('if ($request_uri ~* "\\\\\\\\|%5c") { return 400; }');
    expect(conf).toContain("add_header Allow $lif_allow always;");
    expect(conf).toContain('rewrite "^/([^/].*)/$" /$1 permanent;');
    expect(conf.indexOf("return 400")).toBeLessThan(conf.indexOf("rewrite "));
  });

  test("a page's .html file answers 301 to the page", () => {
    expect(conf).toContain("  /about.html /about;");
    expect(conf).toContain("  /services/lif-shore/dashboard.html /services/lif-shore/dashboard;");
  });

  test("serves pages, precompressed files, the 404 page, and never the static hosts' configs", () => {
    expect(conf).toContain("root /srv/lif/fr;");
    expect(conf).toContain("try_files $uri $uri.html =404;");
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
  const pages = ["/", "/about", "/services/lif-shore"];

  test("_redirects sends every other form of a page and every legacy URL to its page in one 301", () => {
    const lines = redirectsFile(LEGACY_REDIRECTS, pages)
      .split("\n")
      .filter((line) => line.startsWith("/"));
    expect(lines).toEqual([
      ...Object.entries(LEGACY_REDIRECTS).flatMap(([from, to]) => [
        `${from} ${to} 301`,
        `${from}/ ${to} 301`,
        `${from}/index.html ${to} 301`,
      ]),
      "/index.html / 301",
      "/about.html /about 301",
      "/about/ /about 301",
      "/about/index.html /about 301",
      "/services/lif-shore.html /services/lif-shore 301",
      "/services/lif-shore/ /services/lif-shore 301",
      "/services/lif-shore/index.html /services/lif-shore 301",
    ]);
  });

  test("_headers sends the security headers everywhere, one policy rule per page, and caches /assets/* for good", () => {
    const policies = variantPolicies(FAKE_MANIFEST, "fr");
    const file = headersFile(policies);
    expect(file).toContain(
      `/*\n${Object.entries(SECURITY_HEADERS)
        .map(([name, value]) => `  ${name}: ${value}\n`)
        .join("")}  Content-Security-Policy: ${policies.fallback}\n  ! Access-Control-Allow-Origin\n\n`,
    );
    expect(file).toContain(
      `\n/about\n  ! Content-Security-Policy\n  Content-Security-Policy: ${policies.byFile.get("/about.html")}\n`,
    );
    expect(file).toContain(
      `\n/\n  ! Content-Security-Policy\n  Content-Security-Policy: ${policies.byFile.get("/index.html")}\n`,
    );
    expect(file).toContain(`\n/assets/*\n  Cache-Control: ${CACHE_CONTROL.immutable}\n\n`);
    expect(file).not.toContain("/about/\n");
    expect(file.match(/^\//gm)).toHaveLength(2 + 2);
    const longest = Math.max(...file.split("\n").map((line) => line.length));
    expect(longest).toBeLessThan(2000);
  });

  test("_redirects is refused, naming the count and the limit, past the rules Cloudflare Pages applies", () => {
    // Three lines per legacy URL, and /index.html.
    const count = Math.ceil(REDIRECT_RULES_LIMIT / 3);
    const legacy = Object.fromEntries(Array.from({ length: count }, (_, i) => [`/ancienne-${i}`, "/"]));
    expect(() => redirectsFile(legacy, [])).toThrow(
      `_redirects compterait ${3 * count + 1} règles, Cloudflare Pages n’en applique que ${REDIRECT_RULES_LIMIT}`,
    );
    expect(() => redirectsFile(Object.fromEntries(Object.entries(legacy).slice(1)), [])).not.toThrow();
  });

  test("_headers is refused, naming the count and the limit, past the rules Cloudflare Pages applies", () => {
    const many = Object.fromEntries(
      Array.from({ length: HEADER_RULES_LIMIT - 1 }, (_, i) => [
        `/page-${i}.html`,
        { scripts: ["'sha256-x'"], toasts: false, map: false },
      ]),
    );
    const policies = variantPolicies({ ...FAKE_MANIFEST, pages: { fr: many } }, "fr");
    expect(() => headersFile(policies)).toThrow(
      `_headers compterait ${HEADER_RULES_LIMIT + 1} règles, Cloudflare Pages n’en applique que ${HEADER_RULES_LIMIT}`,
    );
    const fewer = variantPolicies(
      { ...FAKE_MANIFEST, pages: { fr: Object.fromEntries(Object.entries(many).slice(1)) } },
      "fr",
    );
    expect(headersFile(fewer).match(/^\//gm)).toHaveLength(HEADER_RULES_LIMIT);
  });
});

test("writeDeployConfigs writes nginx.conf and, for a build that posts to EmailJS, each variant's _redirects and _headers", async () => {
  const build = await makeFakeBuild({ ...FAKE_MANIFEST, delivery: "emailjs" });
  try {
    await writeDeployConfigs(build.dir);
    const manifest = readSiteManifest(build.dir);
    expect(await readFile(join(build.dir, "deploy", "nginx.conf"), "utf8")).toBe(
      nginxConfig({ redirects: LEGACY_REDIRECTS, manifest }),
    );
    for (const variant of ["fr", "be"] as const) {
      const client = join(build.dir, variant, "client");
      expect(await readFile(join(client, "_redirects"), "utf8")).toBe(
        redirectsFile(
          LEGACY_REDIRECTS,
          PAGES.map((page) => page.path),
        ),
      );
      expect(await readFile(join(client, "_headers"), "utf8")).toBe(
        headersFile(variantPolicies(manifest, variant)),
      );
    }
  } finally {
    await build.remove();
  }
});

test("a build whose forms post to the site itself gets no static-host files, and is told why in French", async () => {
  const build = await makeFakeBuild();
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  try {
    await writeDeployConfigs(build.dir);
    for (const variant of ["fr", "be"] as const)
      for (const file of ["_headers", "_redirects"])
        expect(existsSync(join(build.dir, variant, "client", file)), `${variant} ${file}`).toBe(false);
    expect(existsSync(join(build.dir, "deploy", "nginx.conf"))).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("renseignez VITE_EMAILJS_PUBLIC_KEY"));
    expect(staticHostRefusal(FAKE_MANIFEST)).toContain("un hébergeur statique répondrait 405");
    expect(staticHostRefusal({ ...FAKE_MANIFEST, delivery: "emailjs" })).toBeUndefined();
  } finally {
    warn.mockRestore();
    await build.remove();
  }
});
