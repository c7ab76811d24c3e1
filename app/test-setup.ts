import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

afterEach(() => cleanup());

// An unexpected console.error fails the test that caused it.
const consoleError = console.error;
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleError(...args);
    throw new Error(`console.error called: ${String(args[0])}`);
  });
});
afterEach(() => vi.restoreAllMocks());
