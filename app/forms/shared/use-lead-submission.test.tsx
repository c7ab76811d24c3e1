import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { MIN_FILL_MS } from "./bot-guard";
import type { Notice } from "./messages";
import type { LeadDelivery } from "./templates";

const mocks = vi.hoisted(() => ({
  deliverLead: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn() },
}));
vi.mock("./delivery", () => ({ deliverLead: mocks.deliverLead }));
vi.mock("~/lib/toast", async (original) => ({
  ...(await original<typeof import("~/lib/toast")>()),
  toast: mocks.toast,
}));

import { useLeadSubmission } from "./use-lead-submission";

const SUCCESS: Notice = { title: "Envoyé", description: "Merci." };
const FAILURE: Notice = { title: "Échec", description: "Réessayez." };
const LEAD = { email: "awa@exemple.fr" };
const DELIVERY: LeadDelivery = {
  team: {
    template: "guide",
    params: {
      from_name: "Awa Diop",
      from_email: LEAD.email,
      company: "ACME",
      guide: "Guide",
      guide_url: "https://www.lif-group.fr/generated/guide.pdf",
    },
  },
};

function setup() {
  const onSuccess = vi.fn();
  const delivery = vi.fn(() => DELIVERY);
  const hook = renderHook(() =>
    useLeadSubmission({ delivery, success: SUCCESS, failure: FAILURE, onSuccess, logName: "test" }),
  );
  const honeypot = document.createElement("input");
  (hook.result.current.honeypotProps.ref as { current: HTMLInputElement | null }).current = honeypot;
  return { hook, honeypot, onSuccess, delivery };
}

beforeEach(() => {
  vi.useFakeTimers();
  mocks.deliverLead.mockReset().mockResolvedValue({ ok: true });
  mocks.toast.success.mockReset();
  mocks.toast.error.mockReset();
});
afterEach(() => vi.useRealTimers());

describe("useLeadSubmission", () => {
  test("the default minimum fill time is 2 s", () => {
    expect(MIN_FILL_MS).toBe(2000);
  });

  test("a submission right after the form appeared waits out the minimum time, then sends, then succeeds", async () => {
    const { hook, onSuccess } = setup();
    let pending: Promise<void> = Promise.resolve();
    act(() => {
      pending = hook.result.current.submit(LEAD);
    });
    expect(hook.result.current.status).toBe("submitting");
    await act(() => vi.advanceTimersByTimeAsync(MIN_FILL_MS - 10));
    expect(mocks.deliverLead).not.toHaveBeenCalled();
    expect(mocks.toast.success).not.toHaveBeenCalled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
      await pending;
    });
    expect(mocks.deliverLead).toHaveBeenCalledWith(DELIVERY, {
      spamSuspected: false,
      stamp: expect.objectContaining({ lead_ref: expect.stringMatching(/^LIF-/) }),
    });
    expect(mocks.toast.success).toHaveBeenCalledWith("Envoyé", {
      description: "Merci.",
      duration: undefined,
    });
    expect(onSuccess).toHaveBeenCalledWith(LEAD);
    expect(hook.result.current.status).toBe("success");
  });

  test("a submission after the minimum time sends at once", async () => {
    const { hook } = setup();
    await act(() => vi.advanceTimersByTimeAsync(MIN_FILL_MS));
    await act(() => hook.result.current.submit(LEAD));
    expect(mocks.deliverLead).toHaveBeenCalledTimes(1);
    expect(hook.result.current.status).toBe("success");
  });

  test("a filled honeypot still sends, flagged as suspected spam, and the visitor sees the real outcome", async () => {
    const { hook, honeypot, onSuccess } = setup();
    honeypot.value = "https://spam.example";
    await act(() => vi.advanceTimersByTimeAsync(MIN_FILL_MS));
    await act(() => hook.result.current.submit(LEAD));
    expect(mocks.deliverLead).toHaveBeenCalledWith(DELIVERY, {
      spamSuspected: true,
      stamp: expect.objectContaining({ lead_ref: expect.stringMatching(/^LIF-/) }),
    });
    expect(mocks.toast.success).toHaveBeenCalled();
    expect(onSuccess).toHaveBeenCalled();
  });

  test("a flagged lead that fails to send is reported as a failure, never as a success", async () => {
    mocks.deliverLead.mockResolvedValue({ ok: false, reason: "rejected", status: 500 });
    const { hook, honeypot, onSuccess } = setup();
    honeypot.value = "x";
    await act(() => vi.advanceTimersByTimeAsync(MIN_FILL_MS));
    await act(() => hook.result.current.submit(LEAD));
    expect(mocks.toast.success).not.toHaveBeenCalled();
    expect(mocks.toast.error).toHaveBeenCalledWith("Échec", {
      description: "Réessayez.",
      duration: undefined,
    });
    expect(onSuccess).not.toHaveBeenCalled();
    expect(hook.result.current.status).toBe("error");
  });

  test("a second submit while the first is in flight is ignored", async () => {
    const { hook } = setup();
    await act(() => vi.advanceTimersByTimeAsync(MIN_FILL_MS));
    await act(async () => {
      const first = hook.result.current.submit(LEAD);
      const second = hook.result.current.submit(LEAD);
      await Promise.all([first, second]);
    });
    expect(mocks.deliverLead).toHaveBeenCalledTimes(1);
  });

  test("offline, nothing is attempted and the visitor is told", async () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const { hook } = setup();
    await act(() => vi.advanceTimersByTimeAsync(MIN_FILL_MS));
    await act(() => hook.result.current.submit(LEAD));
    expect(mocks.deliverLead).not.toHaveBeenCalled();
    expect(mocks.toast.error).toHaveBeenCalledWith("Vous êtes hors ligne", expect.anything());
    onLine.mockRestore();
  });

  test("a delivery that cannot be built (an unreadable CV) is a failure, logged", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { hook, delivery } = setup();
    delivery.mockImplementation(() => {
      throw new Error("lecture impossible");
    });
    await act(() => vi.advanceTimersByTimeAsync(MIN_FILL_MS));
    await act(() => hook.result.current.submit(LEAD));
    expect(mocks.deliverLead).not.toHaveBeenCalled();
    expect(mocks.toast.error).toHaveBeenCalledWith("Échec", expect.anything());
    expect(warn).toHaveBeenCalledWith("[test] envoi impossible", expect.any(Error));
  });
});
