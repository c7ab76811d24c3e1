import { act, configure, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, expect, vi } from "vitest";

/**
 * What the form component tests share, imported by each before its form: the delivery, the toasts and the bot
 * guard replaced by mocks (reset before each test), and helpers to render a form and type into it.
 * Not a test file, and no form imports it.
 */

// Rendering, typing and reading a file in jsdom take seconds on a busy machine: wait for outcomes that long.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

/** The mocks: `deliverLead` (what the form sends), the bot guard's `verdict`, the toasts (`toast` of ~/lib/toast). */
const mocks = vi.hoisted(() => ({
  deliverLead: vi.fn(),
  verdict: vi.fn(() => ({ waitMs: 0, spamSuspected: false })),
  toast: { success: vi.fn(), error: vi.fn() },
}));
vi.mock("./delivery", () => ({ deliverLead: mocks.deliverLead }));
vi.mock("~/lib/toast", async (original) => ({
  ...(await original<typeof import("~/lib/toast")>()),
  toast: mocks.toast,
}));
vi.mock("./bot-guard", async (original) => ({
  ...(await original<typeof import("./bot-guard")>()),
  useBotGuard: () => ({ honeypotProps: { ref: { current: null } }, verdict: mocks.verdict }),
}));

export { mocks };

beforeEach(() => {
  // A form's draft lives in sessionStorage (lead-draft.ts): each test starts from an empty tab.
  window.sessionStorage.clear();
  mocks.deliverLead.mockReset();
  mocks.verdict.mockReturnValue({ waitMs: 0, spamSuspected: false });
  mocks.toast.success.mockReset();
  mocks.toast.error.mockReset();
});

export type User = ReturnType<typeof userEvent.setup>;

/** A text box by its accessible name. */
export const box = (name: string) => screen.getByRole("textbox", { name });

/** The toast call for an incomplete form. */
export const INCOMPLETE = [
  "Erreur de formulaire",
  { description: "Veuillez remplir tous les champs et accepter les conditions RGPD.", duration: undefined },
] as const;

/** Renders a form inside a router (its links need one) and returns a user to drive it. */
export function renderWithRouter(form: ReactNode, initialEntries?: string[]): User {
  render(<MemoryRouter initialEntries={initialEntries}>{form}</MemoryRouter>);
  return userEvent.setup({ delay: null });
}

/** Pastes each value into the text box of that name, in order. */
export async function pasteInto(user: User, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    await user.click(box(name));
    await user.paste(value);
  }
}

/** Held deliveries not yet released: a test that fails while one is held must not leave its submission pending. */
const held = new Set<() => Promise<void>>();

// Runs before the setup file's cleanup (vitest runs after-hooks last-registered first): the held submission ends
// while its form is still mounted, and nothing of it reaches the next test.
afterEach(async () => {
  for (const release of held) await release();
  held.clear();
});

/** Makes the next delivery wait: the form stays in its sending state until the returned `succeed()` is called. */
export function holdDelivery() {
  let finish: (value: { ok: true }) => void = () => {};
  mocks.deliverLead.mockReturnValue(new Promise((resolve) => (finish = resolve)));
  const release = () => act(async () => finish({ ok: true }));
  held.add(release);
  return {
    succeed: () => {
      held.delete(release);
      return release();
    },
  };
}

/**
 * Clicks the submit button named `label` and waits until the lead is handed to `deliverLead`. The button reads
 * « Envoi en cours... » (disabled) from the click on, before the bot guard's wait, the sending code's import and
 * the reading of a CV: on a busy machine that state comes well before the handover, so wait for both.
 */
export async function submitWhileHeld(user: User, label: string) {
  await user.click(screen.getByRole("button", { name: label }));
  const busy = await screen.findByRole("button", { name: "Envoi en cours..." });
  expect(busy).toBeDisabled();
  await waitFor(() => expect(mocks.deliverLead).toHaveBeenCalledTimes(1));
  return busy;
}

/**
 * Waits until the button named `label` is back and enabled: the toast and the form's reset come a render before
 * the button leaves its sending state, so asserting on the button right after them races that render.
 */
export async function expectReadyToSend(label: string) {
  await waitFor(() => expect(screen.getByRole("button", { name: label })).toBeEnabled());
}

/** The form handed `delivery` to deliverLead, flagged as suspected spam or not, stamped with a reference. */
export function expectDelivered(delivery: unknown, spamSuspected = false) {
  expect(mocks.deliverLead).toHaveBeenCalledWith(delivery, {
    spamSuspected,
    stamp: expect.objectContaining({ lead_ref: expect.stringMatching(/^LIF-/) }),
  });
}

/** Waits for the toast of that kind, title and description (and duration: undefined is sonner's default). */
export async function expectToastShown(
  kind: "success" | "error",
  title: string,
  description: string,
  duration?: number,
) {
  await waitFor(() => expect(mocks.toast[kind]).toHaveBeenCalledWith(title, { description, duration }));
}

/**
 * With the bot guard's verdict "suspected spam" (a filled honeypot), `send` still delivers the lead, flagged
 * as such, and the visitor sees the success toast.
 */
export async function expectSentFlaggedAsSpam(send: () => Promise<unknown>) {
  mocks.verdict.mockReturnValue({ waitMs: 0, spamSuspected: true });
  mocks.deliverLead.mockResolvedValue({ ok: true });
  await send();
  await waitFor(() => expect(mocks.toast.success).toHaveBeenCalled());
  expectDelivered(expect.anything(), true);
}

/**
 * Each text box named holds its value; with `consent`, the consent box is ticked (true) or not (false).
 * Inside `waitFor` to wait for a reset.
 */
export function expectFormHolds(values: Record<string, string>, consent?: boolean) {
  for (const [name, value] of Object.entries(values)) expect(box(name)).toHaveValue(value);
  if (consent === true) expect(screen.getByRole("checkbox")).toBeChecked();
  if (consent === false) expect(screen.getByRole("checkbox")).not.toBeChecked();
}

/**
 * Waits for the confirmation that takes the form's place: titled `title`, with the lead's reference, and
 * focused (so it is read out). Returns it.
 */
export async function expectConfirmation(title: string | RegExp) {
  const panel = await screen.findByRole("status", { name: title });
  expect(panel).toHaveTextContent(/Votre référence\s: LIF-[2-9A-Z]{4}-[2-9A-Z]{2}\./);
  await waitFor(() => expect(panel).toHaveFocus());
  return panel;
}

/** « Envoyer un autre message » brings the empty form back, the focus in its first field `first`. */
export async function sendAnother(user: User, label: string, first: string) {
  await user.click(screen.getByRole("button", { name: label }));
  await waitFor(() => expect(box(first)).toHaveFocus());
  expect(box(first)).toHaveValue("");
}

/**
 * After a failed send: the notice under the button gives the reference and « Nous écrire », a mailto whose
 * subject names the reference and whose body holds `typed`; the focus is back on the button `label`.
 */
export async function expectFailureNotice(label: string, typed: string[]) {
  const notice = await screen.findByRole("alert", { name: "Votre demande n’est pas partie" });
  const reference = /LIF-[2-9A-Z]{4}-[2-9A-Z]{2}/.exec(notice.textContent ?? "")?.[0];
  expect(reference).toBeDefined();
  const link = await screen.findByRole("link", { name: "Nous écrire" });
  await waitFor(() => expect(link.getAttribute("href")).toMatch(/^mailto:contact@lif-group\.fr\?subject=/));
  const href = decodeURIComponent(link.getAttribute("href") ?? "");
  expect(href).toContain(`Demande ${reference}`);
  for (const text of typed) expect(href).toContain(text);
  await waitFor(() => expect(screen.getByRole("button", { name: label })).toHaveFocus());
  return reference;
}
