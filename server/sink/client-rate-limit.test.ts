// @vitest-environment node
import { createClientRateLimit } from "./client-rate-limit";

test("each client has its own allowance per minute, which comes back as the minute passes", () => {
  let time = 0;
  const limit = createClientRateLimit({ perMinute: 2, now: () => time });
  expect([limit.isLimited("a"), limit.isLimited("a"), limit.isLimited("a")]).toEqual([false, false, true]);
  expect(limit.isLimited("b")).toBe(false);
  time = 60_000;
  expect(limit.isLimited("a")).toBe(false);
});

test("0 turns the limit off", () => {
  const limit = createClientRateLimit({ perMinute: 0 });
  expect(Array.from({ length: 100 }, () => limit.isLimited("a"))).not.toContain(true);
});

test("memory stays bounded: past maxClients the least recently seen client is forgotten", () => {
  const limit = createClientRateLimit({ perMinute: 1, maxClients: 2, now: () => 0 });
  limit.isLimited("a");
  limit.isLimited("b");
  limit.isLimited("c");
  expect(limit.isLimited("a")).toBe(false);
  expect(limit.isLimited("c")).toBe(true);
});
