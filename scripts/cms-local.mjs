// `npm run cms`: the CMS in local mode against this checkout. Starts the CMS's local proxy (decap-server, on
// 127.0.0.1:8081, writing the files of this folder) and the dev server, which serves the CMS at /admin/ and
// the site with every saved change. Ctrl-C stops both. No GitHub account and no network needed.
import { spawn } from "node:child_process";
import { resolve } from "node:path";

const PROXY_PORT = process.env.CMS_PROXY_PORT ?? "8081";

const proxy = spawn(process.execPath, [resolve("node_modules/decap-server/dist/index.js")], {
  env: {
    ...process.env,
    PORT: PROXY_PORT,
    BIND_HOST: "127.0.0.1",
    MODE: "fs",
    GIT_REPO_DIRECTORY: process.cwd(),
  },
  stdio: "inherit",
});
const dev = spawn("npx", ["react-router", "dev"], { stdio: "inherit" });

const query = PROXY_PORT === "8081" ? "" : `?proxy=${PROXY_PORT}`;
console.log(
  `CMS local : ouvrez http://localhost:5173/admin/${query} (proxy sur le port ${PROXY_PORT}, fichiers de ${process.cwd()}).`,
);

const stop = () => {
  proxy.kill();
  dev.kill();
};
for (const child of [proxy, dev])
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
