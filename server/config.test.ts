// @vitest-environment node
import {
  configFromEnv,
  DEFAULT_SINK_BODY_LIMIT,
  DEFAULT_SINK_CV_LIMIT,
  DEFAULT_SINK_RATE_LIMIT,
  sinkOptionsFor,
} from "./config";
import type { SiteManifest } from "./headers/site-manifest";

const manifest = (delivery: SiteManifest["delivery"]): SiteManifest => ({
  production: true,
  delivery,
  tagManager: false,
  styleHashes: [],
  pages: {},
});

test("with no environment, the server listens on 3000 and the sink follows the build", () => {
  expect(configFromEnv({}, "/srv/site")).toEqual({
    port: 3000,
    host: "0.0.0.0",
    buildDir: "/srv/site/build",
    logRequests: true,
    sinkSwitch: "auto",
    sink: {
      outboxFile: "/srv/site/.data/outbox.jsonl",
      bodyLimit: DEFAULT_SINK_BODY_LIMIT,
      cvLimit: DEFAULT_SINK_CV_LIMIT,
      ratePerMinute: DEFAULT_SINK_RATE_LIMIT,
      control: undefined,
      failure: undefined,
    },
  });
});

test("the sink caps a send at EmailJS's 50 KB, and a CV at the forms' 5 MB once base64-encoded", () => {
  expect(DEFAULT_SINK_BODY_LIMIT).toBe(51_200);
  expect(DEFAULT_SINK_CV_LIMIT).toBeGreaterThanOrEqual(Math.ceil((5 * 1024 * 1024) / 3) * 4);
});

test("every variable is read", () => {
  const env = {
    PORT: "8080",
    HOST: "127.0.0.1",
    BUILD_DIR: "out",
    LOG_REQUESTS: "0",
    EMAIL_SINK: "on",
    OUTBOX_FILE: "/tmp/outbox.jsonl",
    SINK_BODY_LIMIT: "1024",
    SINK_CV_LIMIT: "0",
    SINK_RATE_LIMIT: "3",
    SINK_CONTROL: "on",
    SINK_CONTROL_TOKEN: "0123456789abcdef",
    SINK_FAIL: "429",
  };
  expect(configFromEnv(env, "/srv/site")).toEqual({
    port: 8080,
    host: "127.0.0.1",
    buildDir: "/srv/site/out",
    logRequests: false,
    sinkSwitch: "on",
    sink: {
      outboxFile: "/tmp/outbox.jsonl",
      bodyLimit: 1024,
      cvLimit: 0,
      ratePerMinute: 3,
      control: { token: "0123456789abcdef" },
      failure: { status: 429, remaining: null },
    },
  });
});

test("--sink turns the sink on, as npm start does", () => {
  expect(configFromEnv({ EMAIL_SINK: "off" }, "/", ["--sink"]).sinkSwitch).toBe("on");
});

describe("whether the sink runs", () => {
  test.each([
    ["auto", "sink", true],
    ["auto", "emailjs", false],
    ["on", "emailjs", true],
    ["off", "emailjs", false],
  ] as const)("EMAIL_SINK=%s with a build delivering to %s: %s", (value, delivery, on) => {
    const config = configFromEnv({ EMAIL_SINK: value }, "/");
    expect(sinkOptionsFor(config, manifest(delivery)) !== undefined).toBe(on);
  });

  test("off with a build whose forms post to this server is refused: every lead would be lost", () => {
    expect(() => sinkOptionsFor(configFromEnv({ EMAIL_SINK: "off" }, "/"), manifest("sink"))).toThrow(
      /chaque demande serait perdue/,
    );
  });

  test("the control endpoints stay off without their own switch, even with a token", () => {
    expect(configFromEnv({ SINK_CONTROL_TOKEN: "0123456789abcdef" }, "/").sink.control).toBeUndefined();
  });
});

test("SINK_FAIL=network drops connections", () => {
  expect(configFromEnv({ SINK_FAIL: "network" }, "/").sink.failure).toEqual({ status: 0, remaining: null });
});

test.each([
  ["PORT", "abc"],
  ["PORT", "70000"],
  ["SINK_BODY_LIMIT", "0"],
  ["SINK_RATE_LIMIT", "-1"],
  ["SINK_FAIL", "200"],
  ["EMAIL_SINK", "yes"],
])("%s=%s is refused at start-up", (name, value) => {
  expect(() => configFromEnv({ [name]: value }, "/")).toThrow(name);
});

test.each([undefined, "", "court"])("SINK_CONTROL=on with the token %j is refused at start-up", (token) => {
  expect(() => configFromEnv({ SINK_CONTROL: "on", SINK_CONTROL_TOKEN: token }, "/")).toThrow(
    "SINK_CONTROL_TOKEN",
  );
});
