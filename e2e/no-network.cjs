// Preloaded into wrangler (NODE_OPTIONS=--require) by e2e/static-host.ts: a name lookup or a connection to
// anything but loopback is refused and reported on stderr, so the test proves the emulator reached nothing on
// the internet (telemetry, update check, Request.cf download are also turned off by their own switches).
const dns = require("node:dns");
const net = require("node:net");

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const refused = (what) => {
  process.stderr.write(`[no-network] refused ${what}\n`);
  return Object.assign(new Error(`no network in this test: ${what}`), { code: "ENOTFOUND" });
};

const lookup = dns.lookup;
dns.lookup = function lookupLoopbackOnly(host, ...rest) {
  if (LOOPBACK.test(String(host))) return lookup.call(this, host, ...rest);
  process.nextTick(rest.at(-1), refused(`lookup ${host}`));
  return undefined;
};
const lookupPromise = dns.promises.lookup;
dns.promises.lookup = (host, ...rest) =>
  LOOPBACK.test(String(host)) ? lookupPromise(host, ...rest) : Promise.reject(refused(`lookup ${host}`));

const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function connectLoopbackOnly(...args) {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  const options = typeof first === "object" && first !== null ? first : { port: first, host: args[1] };
  const host = options.host ?? "localhost";
  if (options.path !== undefined || LOOPBACK.test(String(host))) return connect.apply(this, args);
  process.nextTick(() => this.destroy(refused(`connect ${host}:${options.port}`)));
  return this;
};
