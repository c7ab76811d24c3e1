// Runs the generated nginx config for real, on loopback: a throwaway CA made with openssl, nginx as a child
// process with its own prefix, pid and logs in a temp folder, stopped at the end. Used by e2e/nginx.spec.ts and,
// bundled to build/tools/nginx-harness.mjs, by scripts/bench.mjs and scripts/observatory.mjs.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Variant } from "../app/pages";
import { LEGACY_REDIRECTS } from "../app/redirects";
import { defaultHost, nginxConfig } from "../server/deploy/nginx-config";
import { readSiteManifest } from "../server/headers/site-manifest";
import { BROTLI_STATIC_MODULE, findNginx, hasBrotliStatic } from "./nginx-path.mjs";

export const LOOPBACK = "127.0.0.1";
export const HOSTS: Record<Variant, string> = { fr: defaultHost("fr"), be: defaultHost("be") };

export { findNginx };

/** A free TCP port on loopback, as the system hands one out. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, LOOPBACK, () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} a échoué :\n${result.stderr}`);
}

export type Certificates = { caFile: string; certificate: string; key: string };

/** A CA for this run only, and a certificate it signs for both hosts (and 127.0.0.1). Valid two days. */
export function makeThrowawayCa(dir: string): Certificates {
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
  run(
    "openssl",
    [
      "req",
      "-x509",
      ...ec,
      "-keyout",
      "ca.key",
      "-out",
      "ca.pem",
      "-days",
      "2",
      "-subj",
      "/CN=LIF throwaway test CA",
      "-addext",
      "basicConstraints=critical,CA:TRUE",
      "-addext",
      "keyUsage=critical,keyCertSign,cRLSign",
    ],
    dir,
  );
  run("openssl", ["req", ...ec, "-keyout", "site.key", "-out", "site.csr", "-subj", `/CN=${HOSTS.fr}`], dir);
  writeFileSync(
    join(dir, "site.ext"),
    [
      `subjectAltName=DNS:${HOSTS.fr},DNS:${HOSTS.be},IP:${LOOPBACK}`,
      "basicConstraints=CA:FALSE",
      "keyUsage=critical,digitalSignature",
      "extendedKeyUsage=serverAuth",
      "",
    ].join("\n"),
  );
  run(
    "openssl",
    [
      "x509",
      "-req",
      "-in",
      "site.csr",
      "-CA",
      "ca.pem",
      "-CAkey",
      "ca.key",
      "-CAcreateserial",
      "-out",
      "site.pem",
      "-days",
      "2",
      "-extfile",
      "site.ext",
    ],
    dir,
  );
  return { caFile: join(dir, "ca.pem"), certificate: join(dir, "site.pem"), key: join(dir, "site.key") };
}

const MIME_TYPES = `types {
    text/html html;
    text/css css;
    text/xml xml;
    text/plain txt;
    application/javascript js mjs;
    application/json json;
    application/manifest+json webmanifest;
    image/svg+xml svg;
    image/png png;
    image/jpeg jpg jpeg;
    image/webp webp;
    image/avif avif;
    image/x-icon ico;
    font/woff2 woff2;
    application/pdf pdf;
  }`;

export type NginxRun = {
  ports: { http: number; https: number };
  /** The CA that signed the site's certificate (undefined without TLS). */
  caFile: string | undefined;
  brotli: boolean;
  dir: string;
  /** The generated site config, as nginx runs it. */
  siteConfig: string;
  errorLog(): string;
  stop(): Promise<void>;
};

export type NginxStart = {
  buildDir: string;
  /** Default: two free high ports. */
  ports?: { http: number; https: number };
  /** Default true: HTTPS on `ports.https`, port `ports.http` redirecting to it. */
  tls?: boolean;
  /** nginx worker processes; default 1. */
  workers?: number;
};

/** Starts nginx on the generated config (roots pointing into the build) and waits until it answers. */
export async function startNginx(options: NginxStart): Promise<NginxRun> {
  const nginx = findNginx();
  if (!nginx) throw new Error("nginx introuvable (NGINX_PATH, /usr/sbin/nginx)");
  const buildDir = resolve(options.buildDir);
  const dir = mkdtempSync(join(tmpdir(), "lif-nginx-"));
  const ports = options.ports ?? { http: await freePort(), https: await freePort() };
  const tls = options.tls ?? true;
  const certificates = tls ? makeThrowawayCa(dir) : undefined;
  const brotli = hasBrotliStatic();

  const siteConfig = nginxConfig({
    redirects: LEGACY_REDIRECTS,
    manifest: readSiteManifest(buildDir),
    roots: { fr: join(buildDir, "fr", "client"), be: join(buildDir, "be", "client") },
    tls: certificates ? { fr: certificates, be: certificates } : false,
    ports,
    address: LOOPBACK,
    brotli,
  });
  writeFileSync(join(dir, "site.conf"), siteConfig);
  writeFileSync(
    join(dir, "nginx.conf"),
    [
      "daemon off;",
      // Started as root, nginx's workers would drop to `nobody`, who cannot read a build inside a private
      // folder (a clone in `mktemp -d`, mode 700): they run as whoever runs the tests.
      ...(process.getuid?.() === 0 ? ["user root;"] : []),
      `pid ${join(dir, "nginx.pid")};`,
      `error_log ${join(dir, "error.log")} warn;`,
      `worker_processes ${options.workers ?? 1};`,
      ...(brotli ? [`load_module ${BROTLI_STATIC_MODULE};`] : []),
      "events { worker_connections 4096; }",
      "http {",
      `  ${MIME_TYPES}`,
      "  default_type application/octet-stream;",
      "  access_log off;",
      "  sendfile on;",
      "  tcp_nopush on;",
      "  keepalive_requests 100000;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
        (name) => `  ${name}_temp_path ${join(dir, `${name}_temp`)};`,
      ),
      `  include ${join(dir, "site.conf")};`,
      "}",
      "",
    ].join("\n"),
  );

  const child: ChildProcess = spawn(
    nginx,
    ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolveExit) => child.once("exit", () => resolveExit()));
  const errorLog = (): string => {
    const file = join(dir, "error.log");
    return `${stderr}${existsSync(file) ? readFileSync(file, "utf8") : ""}`;
  };

  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGQUIT");
      const killed = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(killed);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  // Up to 10 s for nginx to listen; it exits at once on a config error.
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) break;
    if (await canConnect(tls ? ports.https : ports.http)) {
      return { ports, caFile: certificates?.caFile, brotli, dir, siteConfig, errorLog, stop };
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  const log = errorLog();
  await stop();
  throw new Error(`nginx n’a pas démarré :\n${log}`);
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolveConnect) => {
    const socket = connect(port, LOOPBACK);
    socket.setTimeout(500);
    socket.once("connect", () => {
      socket.destroy();
      resolveConnect(true);
    });
    socket.once("error", () => resolveConnect(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolveConnect(false);
    });
  });
}

export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/**
 * One request as sent, to a loopback port: any Host, no redirect following, no decompression. With `ca`, over
 * TLS with SNI for the host, verified against that CA.
 */
export function rawRequest(options: {
  port: number;
  host: string;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  ca?: string | undefined;
}): Promise<RawAnswer> {
  const tls = options.ca !== undefined;
  const send = tls ? httpsRequest : httpRequest;
  return new Promise((resolveAnswer, reject) => {
    const req = send(
      {
        host: LOOPBACK,
        port: options.port,
        path: options.path,
        method: options.method ?? "GET",
        headers: { Host: options.host, ...options.headers },
        ...(tls
          ? { ca: readFileSync(options.ca as string), servername: options.host.replace(/:\d+$/, "") }
          : {}),
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolveAnswer({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error(`délai dépassé : ${options.path}`)));
    req.on("error", reject);
    req.end();
  });
}
