// @vitest-environment node
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createHandler } from "./app";
import { createEmailSink, type EmailSinkOptions, SEND_PATH } from "./email-sink";
import { SEND_ERRORS } from "./send-request";
import { isLoopback } from "./sink-control";
import { makeFakeBuild, type RawResponse, send, startTestServer, type TestServer } from "./test-fixtures";

const VALID_SEND = {
  lib_version: "4.4.1",
  user_id: "public-key",
  service_id: "service_lif",
  template_id: "template_contact",
  template_params: { from_name: "Amina Diallo", message: "Bonjour, j’aimerais un devis.", consent: true },
};

let build: Awaited<ReturnType<typeof makeFakeBuild>>;
let dataDir: string;
let server: TestServer;
let outboxFile: string;

async function startWithSink(options: Partial<EmailSinkOptions> = {}): Promise<void> {
  await server?.close();
  outboxFile = join(dataDir, `outbox-${Math.random().toString(36).slice(2)}.jsonl`);
  const sink = createEmailSink({ outboxFile, bodyLimit: 4096, rateLimitMs: 0, ...options });
  server = await startTestServer(createHandler({ buildDir: build.dir, sink }));
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}): Promise<RawResponse> =>
  send(server, path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const outboxLines = async (): Promise<unknown[]> =>
  (await readFile(outboxFile, "utf8").catch(() => ""))
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));

beforeAll(async () => {
  build = await makeFakeBuild();
  dataDir = await mkdtemp(join(tmpdir(), "lif-sink-"));
});
beforeEach(() => startWithSink());
afterAll(async () => {
  await server.close();
  await build.remove();
  await rm(dataDir, { recursive: true, force: true });
});

describe("sending", () => {
  test("a valid send answers 200 OK and lands as one outbox line with the exact params", async () => {
    const res = await post(SEND_PATH, VALID_SEND);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.body.toString()).toBe("OK");
    const lines = await outboxLines();
    expect(lines).toEqual([
      {
        receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        service_id: "service_lif",
        template_id: "template_contact",
        user_id: "public-key",
        lib_version: "4.4.1",
        template_params: VALID_SEND.template_params,
      },
    ]);
  });

  test.each([
    ["user_id", SEND_ERRORS.userId],
    ["service_id", SEND_ERRORS.serviceId],
    ["template_id", SEND_ERRORS.templateId],
  ])("a send without %s answers 400 %s", async (field, message) => {
    for (const value of [undefined, ""]) {
      const res = await post(SEND_PATH, { ...VALID_SEND, [field]: value });
      expect(res.status).toBe(400);
      expect(res.body.toString()).toBe(message);
    }
    expect(await outboxLines()).toEqual([]);
  });

  test.each([
    ["malformed JSON", "{not json", SEND_ERRORS.malformed],
    ["a JSON array", "[]", SEND_ERRORS.malformed],
    [
      "template params as a string",
      JSON.stringify({ ...VALID_SEND, template_params: "x" }),
      SEND_ERRORS.templateParams,
    ],
  ])("%s answers 400", async (_case, body, message) => {
    const res = await post(SEND_PATH, body);
    expect(res.status).toBe(400);
    expect(res.body.toString()).toBe(message);
  });

  test("a body over the limit answers 413 Variables size limit and is not kept", async () => {
    const cv = "A".repeat(5000);
    const res = await post(SEND_PATH, { ...VALID_SEND, template_params: { cv } });
    expect(res.status).toBe(413);
    expect(res.body.toString()).toMatch(/^Variables size limit\. The maximum allowed variables size is 4Kb$/);
    expect(await outboxLines()).toEqual([]);
  });

  test("a streamed body with no length is cut at the limit and answered 413", async () => {
    const body = JSON.stringify({ ...VALID_SEND, template_params: { cv: "A".repeat(50_000) } });
    const res = await post(SEND_PATH, body, { "Transfer-Encoding": "chunked" });
    expect(res.status).toBe(413);
    expect(res.body.toString()).toMatch(/^Variables size limit/);
    expect(await outboxLines()).toEqual([]);
  });

  test("concurrent sends all land as separate, valid lines", async () => {
    const names = Array.from({ length: 25 }, (_, i) => `Visiteur ${i}`);
    const answers = await Promise.all(
      names.map((from_name) => post(SEND_PATH, { ...VALID_SEND, template_params: { from_name } })),
    );
    expect(answers.map((res) => res.status)).toEqual(names.map(() => 200));
    const received = (await outboxLines()) as { template_params: { from_name: string } }[];
    expect(received.map((line) => line.template_params.from_name).sort()).toEqual([...names].sort());
  });

  test("a cross-origin preflight is allowed for the caller's origin", async () => {
    const res = await send(server, SEND_PATH, {
      method: "OPTIONS",
      headers: { Origin: "http://localhost:5173", "Access-Control-Request-Method": "POST" },
    });
    expect(res.status).toBe(204);
    expect(res.headers["access-control-allow-origin"]).toBe("http://localhost:5173");
    expect(res.headers["access-control-allow-methods"]).toBe("POST");
    expect(res.headers["access-control-allow-headers"]).toBe("Content-Type");
  });

  test("a GET on the send route answers 405", async () => {
    const res = await send(server, SEND_PATH);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("POST, OPTIONS");
  });
});

describe("failures on demand", () => {
  test("after /__sink/fail with a count, that many sends fail, then sends succeed again", async () => {
    const control = await post("/__sink/fail", { status: 500, count: 2 });
    expect(control.status).toBe(200);
    expect(JSON.parse(control.body.toString())).toEqual({ failures: [{ status: 500, remaining: 2 }] });

    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(SEND_PATH, VALID_SEND)).status);
    expect(statuses).toEqual([500, 500, 200]);
    expect(await outboxLines()).toHaveLength(1);
  });

  test.each([
    [500, "Internal server error"],
    [429, "Too Many Requests"],
    [413, "Variables size limit. The maximum allowed variables size is 4Kb"],
  ])("a forced %i answers with EmailJS's text", async (status, text) => {
    await post("/__sink/fail", { status, count: 1 });
    const res = await post(SEND_PATH, VALID_SEND);
    expect(res.status).toBe(status);
    expect(res.body.toString()).toBe(text);
  });

  test("a failure with `match` fails only the sends whose body contains it", async () => {
    await post("/__sink/fail", { status: 500, count: 1, match: "visé@exemple.fr" });
    const other = { ...VALID_SEND, template_params: { from_email: "autre@exemple.fr" } };
    const target = { ...VALID_SEND, template_params: { from_email: "visé@exemple.fr" } };
    expect((await post(SEND_PATH, other)).status).toBe(200);
    expect((await post(SEND_PATH, target)).status).toBe(500);
    expect((await post(SEND_PATH, target)).status).toBe(200);
  });

  test("a failure without a count lasts until /__sink/reset", async () => {
    await post("/__sink/fail", { status: 503 });
    expect((await post(SEND_PATH, VALID_SEND)).status).toBe(503);
    expect((await post(SEND_PATH, VALID_SEND)).status).toBe(503);
    expect((await post("/__sink/reset", "")).status).toBe(200);
    expect((await post(SEND_PATH, VALID_SEND)).status).toBe(200);
  });

  test("a network failure drops the connection without an answer", async () => {
    await post("/__sink/fail", { status: 0, count: 1 });
    await expect(post(SEND_PATH, VALID_SEND)).rejects.toThrow();
    expect((await post(SEND_PATH, VALID_SEND)).status).toBe(200);
  });

  test("SINK_FAIL's failure applies from the start", async () => {
    await startWithSink({ failure: { status: 500, remaining: null } });
    expect((await post(SEND_PATH, VALID_SEND)).status).toBe(500);
  });

  test.each([{ status: 200 }, { status: "500" }, { status: 500, count: 0 }, { status: 500, count: 1.5 }])(
    "/__sink/fail refuses %j with 400",
    async (body) => {
      expect((await post("/__sink/fail", body)).status).toBe(400);
    },
  );

  test("a send sooner than the rate limit answers 429 Too Many Requests", async () => {
    await startWithSink({ rateLimitMs: 60_000 });
    expect((await post(SEND_PATH, VALID_SEND)).status).toBe(200);
    const second = await post(SEND_PATH, VALID_SEND);
    expect(second.status).toBe(429);
    expect(second.body.toString()).toBe("Too Many Requests");
  });
});

describe("the outbox endpoints", () => {
  test("/__sink/outbox lists accepted messages and reset with clearOutbox empties it", async () => {
    await post(SEND_PATH, VALID_SEND);
    const listed = await send(server, "/__sink/outbox");
    expect(listed.status).toBe(200);
    expect(JSON.parse(listed.body.toString())).toMatchObject([
      { template_params: VALID_SEND.template_params },
    ]);

    await post("/__sink/reset", { clearOutbox: true });
    expect(JSON.parse((await send(server, "/__sink/outbox")).body.toString())).toEqual([]);
  });

  test("a request forwarded by a proxy is refused like a remote one", async () => {
    const res = await send(server, "/__sink/outbox", { headers: { "X-Forwarded-For": "203.0.113.9" } });
    expect(res.status).toBe(404);
  });

  test.each([
    ["127.0.0.1", true],
    ["127.42.0.7", true],
    ["::1", true],
    ["::ffff:127.0.0.1", true],
    ["10.0.0.1", false],
    ["192.168.1.20", false],
    ["::ffff:192.168.1.20", false],
    ["2001:db8::1", false],
    ["", false],
    [undefined, false],
  ])("isLoopback(%j) is %s", (address, expected) => {
    expect(isLoopback(address)).toBe(expected);
  });
});
