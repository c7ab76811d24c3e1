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

import { ClientRequestForm } from "./client-request-form";

const box = (name: string) => screen.getByRole("textbox", { name });
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

describe("ClientRequestForm", () => {
  async function fillValid(user: ReturnType<typeof userEvent.setup>) {
    await user.click(box("Prénom"));
    await user.paste("Claire");
    await user.click(box("Nom"));
    await user.paste("Martin");
    await user.click(box("E-mail professionnel"));
    await user.paste("claire@exemple.fr");
    await user.click(box("Entreprise"));
    await user.paste("Fintech SAS");
    await user.click(box("Votre besoin"));
    await user.paste("Un développeur Java.");
    await user.click(screen.getByRole("checkbox"));
  }

  test("while sending, the button reads 'Envoi en cours...'; on success the form is reset", async () => {
    let finish: (value: { ok: true }) => void = () => {};
    mocks.deliverLead.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = renderWithRouter(<ClientRequestForm />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Envoyer ma demande" }));

    expect(await screen.findByRole("button", { name: "Envoi en cours..." })).toBeDisabled();
    expect(mocks.deliverLead).toHaveBeenCalledWith(
      {
        team: {
          template: "clientTeam",
          params: {
            firstName: "Claire",
            lastName: "Martin",
            email: "claire@exemple.fr",
            company: "Fintech SAS",
            message: "Un développeur Java.",
            type: "Demande client LIF Talent",
          },
        },
        confirmation: {
          template: "clientConfirmation",
          params: { firstName: "Claire", email: "claire@exemple.fr" },
        },
      },
      { spamSuspected: false },
    );

    await act(async () => finish({ ok: true }));
    expect(mocks.toast.success).toHaveBeenCalledWith("Demande envoyée\u00a0!", {
      description: "Nous avons bien reçu votre demande et reviendrons vers vous rapidement.",
      duration: undefined,
    });
    await waitFor(() => expect(box("Entreprise")).toHaveValue(""));
    expect(screen.getByRole("checkbox")).not.toBeChecked();
  });

  test("on failure a destructive toast is shown and every value is kept", async () => {
    mocks.deliverLead.mockResolvedValue({ ok: false, reason: "network" });
    const user = renderWithRouter(<ClientRequestForm />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith("Erreur de transmission", {
        description:
          "Une erreur est survenue lors de l’envoi de votre demande. Veuillez réessayer ultérieurement.",
        duration: undefined,
      }),
    );
    expect(box("Entreprise")).toHaveValue("Fintech SAS");
    expect(screen.getByRole("checkbox")).toBeChecked();
  });

  test("an incomplete form shows the form error toast and sends nothing", async () => {
    const user = renderWithRouter(<ClientRequestForm />);
    await user.type(box("Prénom"), "Claire");
    await user.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith(...INCOMPLETE));
    expect(box("Entreprise")).toHaveAttribute("aria-invalid", "true");
    expect(mocks.deliverLead).not.toHaveBeenCalled();
  });
});
