import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, test, vi } from "vitest";

const mocks = vi.hoisted(() => ({
  deliverInSequence: vi.fn(),
  isBot: vi.fn(() => false),
  toast: { success: vi.fn(), error: vi.fn() },
}));
vi.mock("./delivery", () => ({ deliverInSequence: mocks.deliverInSequence }));
vi.mock("sonner", () => ({ toast: mocks.toast }));
vi.mock("./bot-guard", async (original) => ({
  ...(await original<typeof import("./bot-guard")>()),
  useBotGuard: () => ({ honeypotProps: { ref: { current: null } }, isBot: mocks.isBot }),
}));

import { ClientRequestForm } from "./client-request-form";
import { ExpertApplicationForm } from "./expert-application-form";

const box = (name: string) => screen.getByRole("textbox", { name });
const PDF = new File(["%PDF-1.7 cv"], "cv.pdf", { type: "application/pdf" });
/** The toast call for an incomplete form (spec section 8). */
const INCOMPLETE = [
  "Erreur de formulaire",
  { description: "Veuillez remplir tous les champs et accepter les conditions RGPD.", duration: undefined },
] as const;

function renderWithRouter(form: React.ReactNode) {
  render(<MemoryRouter>{form}</MemoryRouter>);
  return userEvent.setup();
}

beforeEach(() => {
  mocks.deliverInSequence.mockReset();
  mocks.isBot.mockReturnValue(false);
  mocks.toast.success.mockReset();
  mocks.toast.error.mockReset();
});

describe("ExpertApplicationForm", () => {
  const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

  async function fillValid(user: ReturnType<typeof userEvent.setup>) {
    await user.type(box("Prénom"), "Awa");
    await user.type(box("Nom"), "Diallo");
    await user.type(box("E-mail"), "awa@exemple.fr");
    await user.type(box("Message"), "Développeuse React.");
    await user.upload(fileInput(), PDF);
    await user.click(screen.getByRole("checkbox"));
  }

  test("while sending, the button is disabled and reads 'Envoi en cours...'; on success everything is cleared", async () => {
    let finish: (value: { ok: true }) => void = () => {};
    mocks.deliverInSequence.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = renderWithRouter(<ExpertApplicationForm />);
    await fillValid(user);
    await waitFor(() => expect(fileInput().files).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Envoyer ma candidature" }));

    const busy = await screen.findByRole("button", { name: "Envoi en cours..." });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(mocks.deliverInSequence).toHaveBeenCalledTimes(1);
    const [steps] = mocks.deliverInSequence.mock.calls[0] ?? [];
    expect(steps[0]).toEqual({
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
    expect(steps[1].template).toBe("expertConfirmation");

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
    mocks.deliverInSequence.mockResolvedValue({ ok: false, reason: "rejected", status: 500 });
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
      await screen.findByText("Format de fichier non supporté. Merci d'utiliser PDF ou DOCX."),
    ).toBeVisible();
    expect(fileInput()).toHaveAttribute("aria-invalid", "true");
    expect(fileInput().value).toBe("");

    await user.upload(fileInput(), PDF);
    await waitFor(() => expect(fileInput()).not.toHaveAttribute("aria-invalid"));
    expect(screen.queryByText("Format de fichier non supporté. Merci d'utiliser PDF ou DOCX.")).toBeNull();
  });

  test("an incomplete form shows the form error toast and sends nothing", async () => {
    const user = renderWithRouter(<ExpertApplicationForm />);
    await user.click(screen.getByRole("button", { name: "Envoyer ma candidature" }));
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith(...INCOMPLETE));
    expect(box("Prénom")).toHaveAttribute("aria-invalid", "true");
    expect(fileInput()).toHaveAttribute("aria-invalid", "true");
    expect(mocks.deliverInSequence).not.toHaveBeenCalled();
  });

  test("a bot sees success and nothing is sent", async () => {
    mocks.isBot.mockReturnValue(true);
    const user = renderWithRouter(<ExpertApplicationForm />);
    await fillValid(user);
    await waitFor(() => expect(fileInput().files).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Envoyer ma candidature" }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalled());
    expect(mocks.deliverInSequence).not.toHaveBeenCalled();
  });
});

describe("ClientRequestForm", () => {
  async function fillValid(user: ReturnType<typeof userEvent.setup>) {
    await user.type(box("Prénom"), "Claire");
    await user.type(box("Nom"), "Martin");
    await user.type(box("E-mail professionnel"), "claire@exemple.fr");
    await user.type(box("Entreprise"), "Fintech SAS");
    await user.type(box("Votre besoin"), "Un développeur Java.");
    await user.click(screen.getByRole("checkbox"));
  }

  test("while sending, the button reads 'Envoi en cours...'; on success the form is reset", async () => {
    let finish: (value: { ok: true }) => void = () => {};
    mocks.deliverInSequence.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = renderWithRouter(<ClientRequestForm />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Envoyer ma demande" }));

    expect(await screen.findByRole("button", { name: "Envoi en cours..." })).toBeDisabled();
    expect(mocks.deliverInSequence).toHaveBeenCalledWith([
      {
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
      { template: "clientConfirmation", params: { firstName: "Claire", email: "claire@exemple.fr" } },
    ]);

    await act(async () => finish({ ok: true }));
    expect(mocks.toast.success).toHaveBeenCalledWith("Demande envoyée\u00a0!", {
      description: "Nous avons bien reçu votre demande et reviendrons vers vous rapidement.",
      duration: undefined,
    });
    await waitFor(() => expect(box("Entreprise")).toHaveValue(""));
    expect(screen.getByRole("checkbox")).not.toBeChecked();
  });

  test("on failure a destructive toast is shown and every value is kept", async () => {
    mocks.deliverInSequence.mockResolvedValue({ ok: false, reason: "network" });
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
    expect(mocks.deliverInSequence).not.toHaveBeenCalled();
  });
});
