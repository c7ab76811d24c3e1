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

describe("useBotGuard", () => {
  test("a submission sooner than the minimum fill time is a bot's, later is a person's", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useBotGuard(2000));
    expect(result.current.isBot()).toBe(true);
    vi.advanceTimersByTime(2000);
    expect(result.current.isBot()).toBe(false);
  });

  test("a filled honeypot is a bot's", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useBotGuard(0));
    const input = document.createElement("input");
    input.value = "https://spam.example";
    (result.current.honeypotProps.ref as { current: HTMLInputElement | null }).current = input;
    expect(result.current.isBot()).toBe(true);
    input.value = "";
    expect(result.current.isBot()).toBe(false);
  });
});
