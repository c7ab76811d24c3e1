// `npm run serve`: the production server over the prerendered build (bundled to build/server.mjs).
import { createServer, type RequestListener } from "node:http";
import { configFromEnv, type ServerConfig, sinkOptionsFor } from "./config";
import { readSiteManifest } from "./headers/site-manifest";
import { createHandler } from "./runtime/app";
import { closeGracefully } from "./runtime/graceful-close";
import { createEmailSink, type EmailSinkOptions } from "./sink/email-sink";

/** Past this, in-flight requests are abandoned: orchestrators send SIGKILL soon after anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/** A bad variable, a missing build or an unwritable outbox stops the start with one readable line. */
function startupFailed(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

function prepare(): { config: ServerConfig; handler: RequestListener; sink: EmailSinkOptions | undefined } {
  try {
    const config = configFromEnv(process.env, process.cwd(), process.argv.slice(2));
    const manifest = readSiteManifest(config.buildDir);
    const sink = sinkOptionsFor(config, manifest);
    const handler = createHandler({
      buildDir: config.buildDir,
      manifest,
      sink: sink ? createEmailSink(sink) : undefined,
      log: config.logRequests ? (line) => process.stdout.write(`${line}\n`) : undefined,
    });
    return { config, handler, sink };
  } catch (error) {
    return startupFailed(error);
  }
}

const { config, handler, sink } = prepare();
const server = createServer(handler);

server.on("error", startupFailed);

server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  console.log(`LIF Group : http://localhost:${port}`);
  console.log(
    sink
      ? `Boîte d’envoi locale active : ${sink.outboxFile}${sink.control ? " (contrôle /__sink/* par jeton)" : ""}`
      : "Boîte d’envoi locale coupée : les formulaires envoient à EmailJS.",
  );
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
