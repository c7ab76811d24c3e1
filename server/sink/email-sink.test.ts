// @vitest-environment node
import { writeFileSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createHandler } from "../runtime/app";
import {
  makeFakeBuild,
  type RawResponse,
  send,
  startTestServer,
  type TestServer,
} from "../runtime/test-fixtures";
import { createEmailSink, type EmailSinkOptions, SEND_PATH } from "./email-sink";
import { SEND_ERRORS } from "./send-request";

const TOKEN = "jeton-de-test-0123456789";

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
  const sink = createEmailSink({
    outboxFile,
    bodyLimit: 4096,
    cvLimit: 8192,
    ratePerMinute: 0,
    control: { token: TOKEN },
    log: (line) => logLines.push(line),
    ...options,
  });
  server = await startTestServer(createHandler({ buildDir: build.dir, sink }));
}

const logLines: string[] = [];

/** A POST as a test client sends it; `/__sink/*` requests carry the control token. */
const post = (path: string, body: unknown, headers: Record<string, string> = {}): Promise<RawResponse> =>
  send(server, path, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(path.startsWith("/__sink/") ? { "X-Sink-Token": TOKEN } : {}),
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const getOutbox = (headers: Record<string, string> = { "X-Sink-Token": TOKEN }): Promise<RawResponse> =>
  send(server, "/__sink/outbox", { headers });

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

  test("variables over the limit answer 413 Variables size limit and are not kept", async () => {
    const message = "A".repeat(5000);
    const res = await post(SEND_PATH, { ...VALID_SEND, template_params: { message } });
    expect(res.status).toBe(413);
    expect(res.body.toString()).toMatch(/^Variables size limit\. The maximum allowed variables size is 4Kb$/);
    expect(await outboxLines()).toEqual([]);
  });

  test("a CV may go past the variables limit, up to its own", async () => {
    const cv_file = "A".repeat(8000);
    expect((await post(SEND_PATH, { ...VALID_SEND, template_params: { cv_file } })).status).toBe(200);
    const tooLarge = await post(SEND_PATH, {
      ...VALID_SEND,
      template_params: { cv_file: `${cv_file}${"A".repeat(300)}` },
    });
    expect(tooLarge.status).toBe(413);
    const both = { cv_file, message: "B".repeat(4500) };
    expect((await post(SEND_PATH, { ...VALID_SEND, template_params: both })).status).toBe(413);
    expect(await outboxLines()).toHaveLength(1);
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

  test("a cross-origin preflight gets no CORS permission", async () => {
    const res = await send(server, SEND_PATH, {
      method: "OPTIONS",
      headers: { Origin: "https://evil.example", "Access-Control-Request-Method": "POST" },
    });
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });

  test("a send from another origin is refused, one from the page's own origin accepted", async () => {
    expect((await post(SEND_PATH, VALID_SEND, { Origin: "https://evil.example" })).status).toBe(403);
    const own = await post(SEND_PATH, VALID_SEND, { Origin: `http://127.0.0.1:${server.port}` });
    expect(own.status).toBe(200);
    expect(await outboxLines()).toHaveLength(1);
  });

  test.each(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", ""])(
    "a send as %j (no CORS preflight needed) answers 415 and is not kept",
    async (type) => {
      const res = await post(SEND_PATH, VALID_SEND, { "Content-Type": type });
      expect(res.status).toBe(415);
      expect(await outboxLines()).toEqual([]);
    },
  );

  test("a client gone mid-send is logged as one line, without a stack trace", async () => {
    logLines.length = 0;
    await new Promise<void>((resolve) => {
      const socket = connect(server.port, "127.0.0.1", () => {
        socket.write(
          `POST ${SEND_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"user_id":`,
        );
        setTimeout(() => socket.destroy(), 50);
      });
      socket.on("close", () => resolve());
    });
    await expect
      .poll(() => logLines)
      .toEqual([expect.stringMatching(/^sink: client parti pendant l’envoi \(\d+ octets reçus\)$/)]);
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
    [426, "Upgrade Required"],
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

  test("a network failure without a count drops every attempt of that lead, a browser's own resend too", async () => {
    await post("/__sink/fail", { status: 0, match: "visé@exemple.fr" });
    const target = { ...VALID_SEND, template_params: { from_email: "visé@exemple.fr" } };
    await expect(post(SEND_PATH, target)).rejects.toThrow();
    await expect(post(SEND_PATH, target)).rejects.toThrow();
    expect((await post(SEND_PATH, VALID_SEND)).status).toBe(200);
    expect(await outboxLines()).toHaveLength(1);
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

  test("past its allowance a client gets 429 Too Many Requests, until reset", async () => {
    await startWithSink({ ratePerMinute: 2 });
    expect((await post(SEND_PATH, VALID_SEND)).status).toBe(200);
    expect((await post(SEND_PATH, VALID_SEND)).status).toBe(200);
    const third = await post(SEND_PATH, VALID_SEND);
    expect(third.status).toBe(429);
    expect(third.body.toString()).toBe("Too Many Requests");
    expect(await outboxLines()).toHaveLength(2);
    await post("/__sink/reset", {});
    expect((await post(SEND_PATH, VALID_SEND)).status).toBe(200);
  });
});

describe("the outbox endpoints", () => {
  test("/__sink/outbox lists accepted messages and reset with clearOutbox empties it", async () => {
    await post(SEND_PATH, VALID_SEND);
    const listed = await getOutbox();
    expect(listed.status).toBe(200);
    expect(JSON.parse(listed.body.toString())).toMatchObject([
      { template_params: VALID_SEND.template_params },
    ]);

    await post("/__sink/reset", { clearOutbox: true });
    expect(JSON.parse((await getOutbox()).body.toString())).toEqual([]);
  });

  test.each([
    ["no token", {}],
    ["a wrong token", { "X-Sink-Token": "jeton-de-test-0123456788" }],
    ["an empty token", { "X-Sink-Token": "" }],
  ])("with %s, every control endpoint is an unknown path, whatever the address", async (_case, headers) => {
    await post(SEND_PATH, VALID_SEND);
    expect((await getOutbox(headers)).status).toBe(404);
    expect(
      (await post("/__sink/reset", { clearOutbox: true }, { "X-Sink-Token": "", ...headers })).status,
    ).toBe(404);
    expect((await post("/__sink/fail", { status: 500 }, { "X-Sink-Token": "", ...headers })).status).toBe(
      404,
    );
    expect(await outboxLines()).toHaveLength(1);
    expect((await post(SEND_PATH, VALID_SEND)).status).toBe(200);
  });

  test("without the control switch, /__sink/* is a plain unknown path even with the token", async () => {
    await startWithSink({ control: undefined });
    expect((await getOutbox()).status).toBe(404);
    expect((await post("/__sink/fail", { status: 500 })).status).toBe(405);
  });
});

describe("start-up", () => {
  test("an outbox that cannot be written stops the sink from starting", () => {
    const blocked = join(dataDir, "not-a-folder");
    writeFileSync(blocked, "a file where a folder should be");
    expect(() =>
      createEmailSink({
        outboxFile: join(blocked, "outbox.jsonl"),
        bodyLimit: 1,
        cvLimit: 0,
        ratePerMinute: 0,
      }),
    ).toThrow(/n’est pas accessible en écriture/);
  });
});
