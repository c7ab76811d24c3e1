import { act, configure, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, test, vi } from "vitest";

// Rendering, typing and reading a file in jsdom take seconds on a busy machine: wait for outcomes that long.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const mocks = vi.hoisted(() => ({
  deliverLead: vi.fn(),
  verdict: vi.fn(() => ({ waitMs: 0, spamSuspected: false })),
  toast: { success: vi.fn(), error: vi.fn() },
}));
vi.mock("../shared/delivery", () => ({ deliverLead: mocks.deliverLead }));
vi.mock("sonner", () => ({ toast: mocks.toast }));
vi.mock("../shared/bot-guard", async (original) => ({
  ...(await original<typeof import("../shared/bot-guard")>()),
  useBotGuard: () => ({ honeypotProps: { ref: { current: null } }, verdict: mocks.verdict }),
}));

import { ExpertApplicationForm } from "./expert-application-form";

const box = (name: string) => screen.getByRole("textbox", { name });
const PDF = new File(["%PDF-1.7 cv"], "cv.pdf", { type: "application/pdf" });
/** The toast call for an incomplete form. */
const INCOMPLETE = [
  "Erreur de formulaire",
  { description: "Veuillez remplir tous les champs et accepter les conditions RGPD.", duration: undefined },
] as const;

function renderWithRouter(form: React.ReactNode) {
  render(<MemoryRouter>{form}</MemoryRouter>);
  return userEvent.setup({ delay: null });
}

beforeEach(() => {
  mocks.deliverLead.mockReset();
  mocks.verdict.mockReturnValue({ waitMs: 0, spamSuspected: false });
  mocks.toast.success.mockReset();
  mocks.toast.error.mockReset();
});

describe("ExpertApplicationForm", () => {
  const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

  async function fillValid(user: ReturnType<typeof userEvent.setup>) {
    await user.click(box("Prénom"));
    await user.paste("Awa");
    await user.click(box("Nom"));
    await user.paste("Diallo");
    await user.click(box("E-mail"));
    await user.paste("awa@exemple.fr");
    await user.click(box("Message"));
    await user.paste("Développeuse React.");
    await user.upload(fileInput(), PDF);
    await user.click(screen.getByRole("checkbox"));
  }

  test("while sending, the button is disabled and reads 'Envoi en cours...'; on success everything is cleared", async () => {
    let finish: (value: { ok: true }) => void = () => {};
    mocks.deliverLead.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = renderWithRouter(<ExpertApplicationForm />);
    await fillValid(user);
    await waitFor(() => expect(fileInput().files).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Envoyer ma candidature" }));

    const busy = await screen.findByRole("button", { name: "Envoi en cours..." });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(mocks.deliverLead).toHaveBeenCalledTimes(1);
    const [delivery, options] = mocks.deliverLead.mock.calls[0] ?? [];
    expect(options).toEqual({ spamSuspected: false });
    expect(delivery.team).toEqual({
      template: "expertTeam",
      params: {
        firstName: "Awa",
        lastName: "Diallo",
        email: "awa@exemple.fr",
        message: "Développeuse React.",
        cv_file: Buffer.from("%PDF-1.7 cv").toString("base64"),
        cv_name: "cv.pdf",
      },
    });
    expect(delivery.confirmation.template).toBe("expertConfirmation");

    await act(async () => finish({ ok: true }));
    expect(mocks.toast.success).toHaveBeenCalledWith("Candidature envoyée\u00a0!", {
      description: "Nous avons bien reçu votre candidature et reviendrons vers vous rapidement.",
      duration: undefined,
    });
    await waitFor(() => expect(box("Prénom")).toHaveValue(""));
    expect(box("Message")).toHaveValue("");
    expect(fileInput().value).toBe("");
    expect(screen.getByRole("checkbox")).not.toBeChecked();
    expect(screen.getByRole("button", { name: "Envoyer ma candidature" })).toBeEnabled();
  });

  test("on failure a destructive toast is shown and every value is kept", async () => {
    mocks.deliverLead.mockResolvedValue({ ok: false, reason: "rejected", status: 500 });
    const user = renderWithRouter(<ExpertApplicationForm />);
    await fillValid(user);
    await waitFor(() => expect(fileInput().files).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Envoyer ma candidature" }));

    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith("Erreur de transmission", {
        description:
          "Une erreur est survenue lors de l’envoi de votre candidature. Veuillez réessayer ultérieurement.",
        duration: undefined,
      }),
    );
    expect(box("Prénom")).toHaveValue("Awa");
    expect(box("Message")).toHaveValue("Développeuse React.");
    expect(fileInput().files).toHaveLength(1);
    expect(screen.getByRole("checkbox")).toBeChecked();
    expect(screen.getByRole("button", { name: "Envoyer ma candidature" })).toBeEnabled();
  });

  test("a file of the wrong type shows the inline error and is not kept; a new choice clears it", async () => {
    const user = renderWithRouter(<ExpertApplicationForm />);
    // A PNG renamed cv.pdf passes the input's `accept` filter; only its first bytes give it away.
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], "cv.pdf", {
      type: "application/pdf",
    });
    await user.upload(fileInput(), png);
    expect(
      await screen.findByText("Format de fichier non supporté. Merci d’utiliser PDF ou DOCX."),
    ).toBeVisible();
    expect(fileInput()).toHaveAttribute("aria-invalid", "true");
    expect(fileInput().value).toBe("");

    await user.upload(fileInput(), PDF);
    await waitFor(() => expect(fileInput()).not.toHaveAttribute("aria-invalid"));
    expect(screen.queryByText("Format de fichier non supporté. Merci d’utiliser PDF ou DOCX.")).toBeNull();
  });

  test("an incomplete form shows the form error toast and sends nothing", async () => {
    const user = renderWithRouter(<ExpertApplicationForm />);
    await user.click(screen.getByRole("button", { name: "Envoyer ma candidature" }));
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith(...INCOMPLETE));
    expect(box("Prénom")).toHaveAttribute("aria-invalid", "true");
    expect(fileInput()).toHaveAttribute("aria-invalid", "true");
    expect(mocks.deliverLead).not.toHaveBeenCalled();
  });

  test("a filled honeypot still sends the application, flagged as suspected spam", async () => {
    mocks.verdict.mockReturnValue({ waitMs: 0, spamSuspected: true });
    mocks.deliverLead.mockResolvedValue({ ok: true });
    const user = renderWithRouter(<ExpertApplicationForm />);
    await fillValid(user);
    await waitFor(() => expect(fileInput().files).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Envoyer ma candidature" }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalled());
    expect(mocks.deliverLead).toHaveBeenCalledWith(expect.anything(), { spamSuspected: true });
  });
});
