import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { parseMinFill, useBotGuard } from "./bot-guard";

afterEach(() => vi.useRealTimers());

describe("parseMinFill", () => {
  test.each([
    [undefined, 2000],
    ["", 2000],
    ["500", 500],
    ["0", 0],
    ["abc", 2000],
    ["-5", 2000],
  ])("%j → %j", (value, expected) => {
    expect(parseMinFill(value)).toBe(expected);
  });
});

/** A guard whose form appeared now, with its honeypot input attached. */
function guard(minFillMs: number) {
  vi.useFakeTimers();
  const { result } = renderHook(() => useBotGuard(minFillMs));
  const honeypot = document.createElement("input");
  (result.current.honeypotProps.ref as { current: HTMLInputElement | null }).current = honeypot;
  return { verdict: () => result.current.verdict(), honeypot };
}

describe("useBotGuard", () => {
  test.each([
    [0, 2000],
    [500, 1500],
    [1999, 1],
    [2000, 0],
    [60_000, 0],
  ])("submitted %d ms after the form appeared: waits %d ms more, then sends", (elapsed, waitMs) => {
    const { verdict } = guard(2000);
    vi.advanceTimersByTime(elapsed);
    expect(verdict()).toEqual({ waitMs, spamSuspected: false });
  });

  test("a filled honeypot flags the submission as suspected spam, it does not stop it", () => {
    const { verdict, honeypot } = guard(0);
    honeypot.value = "https://spam.example";
    expect(verdict()).toEqual({ waitMs: 0, spamSuspected: true });
    honeypot.value = "";
    expect(verdict()).toEqual({ waitMs: 0, spamSuspected: false });
  });

  test("a fast bot that fills the honeypot both waits and is flagged", () => {
    const { verdict, honeypot } = guard(2000);
    honeypot.value = "x";
    vi.advanceTimersByTime(300);
    expect(verdict()).toEqual({ waitMs: 1700, spamSuspected: true });
  });
});
