import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { FIRST_TOUCH, NEAR_SCREEN, whenNeeded } from "./islands";

/** jsdom has no IntersectionObserver: this one records what it watches and lets the test say what is near. */
class FakeObserver {
  static all: FakeObserver[] = [];
  watched: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  /** The browser's report: which watched elements are within the margin. */
  report(near: boolean[]) {
    this.callback(this.watched.map((target, index) => ({ target, isIntersecting: near[index] ?? false })));
  }
}

/** An island as the prerender writes it: a `display: contents` element around the island's own markup. */
function island() {
  const element = document.createElement("div");
  element.className = "contents";
  element.innerHTML = '<section><form><input name="firstName"></form></section><p>Mentions</p>';
  document.body.append(element);
  return element;
}

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal("IntersectionObserver", FakeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("an island waits until it is needed", () => {
  test("watches its children (it has no box of its own), with the margin NEAR_SCREEN", () => {
    const element = island();
    whenNeeded(element, () => {});
    const [observer] = FakeObserver.all;
    expect(observer?.watched).toEqual([...element.children]);
    expect(observer?.options.rootMargin).toBe(NEAR_SCREEN);
  });

  test("wakes once when it comes near the screen, then stops watching", () => {
    const element = island();
    const wake = vi.fn();
    whenNeeded(element, wake);
    const [observer] = FakeObserver.all;
    observer?.report([false, false]);
    expect(wake).not.toHaveBeenCalled();
    observer?.report([false, true]);
    expect(wake).toHaveBeenCalledTimes(1);
    expect(observer?.disconnected).toBe(true);
    element.querySelector("input")?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(wake).toHaveBeenCalledTimes(1);
  });

  for (const type of FIRST_TOUCH) {
    test(`wakes once on the first ${type} inside it, before it comes near`, () => {
      const element = island();
      const wake = vi.fn();
      whenNeeded(element, wake);
      const outside = document.createElement("button");
      document.body.append(outside);
      outside.dispatchEvent(new Event(type, { bubbles: true }));
      expect(wake).not.toHaveBeenCalled();

      element.querySelector("input")?.dispatchEvent(new Event(type, { bubbles: true }));
      expect(wake).toHaveBeenCalledTimes(1);
      expect(FakeObserver.all[0]?.disconnected).toBe(true);
      element.querySelector("input")?.dispatchEvent(new Event(type, { bubbles: true }));
      FakeObserver.all[0]?.report([true, true]);
      expect(wake).toHaveBeenCalledTimes(1);
    });
  }
});
