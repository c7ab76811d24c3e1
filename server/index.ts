// `npm run serve`: the production server over the prerendered build (bundled to build/server.mjs).
import { createServer, type RequestListener } from "node:http";
import { createHandler } from "./app";
import { configFromEnv, type ServerConfig } from "./config";
import { createEmailSink } from "./email-sink";
import { closeGracefully } from "./graceful-close";

/** Past this, in-flight requests are abandoned: orchestrators send SIGKILL soon after anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/** A bad variable or a missing build stops the start with one readable line, not a stack trace. */
function startupFailed(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

function prepare(): { config: ServerConfig; handler: RequestListener } {
  try {
    const config = configFromEnv(process.env, process.cwd());
    const handler = createHandler({
      buildDir: config.buildDir,
      sink: config.sink ? createEmailSink(config.sink) : undefined,
      log: config.logRequests ? (line) => process.stdout.write(`${line}\n`) : undefined,
    });
    return { config, handler };
  } catch (error) {
    return startupFailed(error);
  }
}

const { config, handler } = prepare();
const server = createServer(handler);

server.on("error", startupFailed);

server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  console.log(`LIF Group : http://localhost:${port}`);
});

let stopping = false;
function shutdown(signal: NodeJS.Signals): void {
  // A second Ctrl-C means "now".
  if (stopping) process.exit(1);
  stopping = true;
  console.log(`${signal} reçu, fin des requêtes en cours…`);
  setTimeout(() => {
    console.error(`Arrêt forcé après ${SHUTDOWN_GRACE_MS / 1000} s.`);
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  closeGracefully(server).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
