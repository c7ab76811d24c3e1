// @vitest-environment node
import { configFromEnv, DEFAULT_SINK_BODY_LIMIT } from "./config";

test("with no environment, the server listens on 3000 with the sink on", () => {
  expect(configFromEnv({}, "/srv/site")).toEqual({
    port: 3000,
    host: "0.0.0.0",
    buildDir: "/srv/site/build",
    logRequests: true,
    sink: {
      outboxFile: "/srv/site/.data/outbox.jsonl",
      bodyLimit: DEFAULT_SINK_BODY_LIMIT,
      rateLimitMs: 0,
      failure: undefined,
    },
  });
});

test("every variable is read", () => {
  const env = {
    PORT: "8080",
    HOST: "127.0.0.1",
    BUILD_DIR: "out",
    LOG_REQUESTS: "0",
    OUTBOX_FILE: "/tmp/outbox.jsonl",
    SINK_BODY_LIMIT: "51200",
    SINK_FAIL: "429",
    SINK_RATE_LIMIT_MS: "1000",
  };
  expect(configFromEnv(env, "/srv/site")).toEqual({
    port: 8080,
    host: "127.0.0.1",
    buildDir: "/srv/site/out",
    logRequests: false,
    sink: {
      outboxFile: "/tmp/outbox.jsonl",
      bodyLimit: 51200,
      rateLimitMs: 1000,
      failure: { status: 429, remaining: null },
    },
  });
});

test("EMAIL_SINK=off turns the sink off", () => {
  expect(configFromEnv({ EMAIL_SINK: "off" }, "/").sink).toBeUndefined();
});

test("SINK_FAIL=network drops connections", () => {
  expect(configFromEnv({ SINK_FAIL: "network" }, "/").sink?.failure).toEqual({ status: 0, remaining: null });
});

test.each([
  ["PORT", "abc"],
  ["PORT", "70000"],
  ["SINK_BODY_LIMIT", "0"],
  ["SINK_RATE_LIMIT_MS", "-1"],
  ["SINK_FAIL", "200"],
])("%s=%s is refused at start-up", (name, value) => {
  expect(() => configFromEnv({ [name]: value }, "/")).toThrow(name);
});
