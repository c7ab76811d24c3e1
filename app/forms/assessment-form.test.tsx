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

import { AssessmentForm } from "./assessment-form";

const box = (name: string) => screen.getByRole("textbox", { name });

function renderForm() {
  render(
    <MemoryRouter>
      <AssessmentForm />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(box("Prénom"), "Karim");
  await user.type(box("Nom"), "Benali");
  await user.type(box("Email professionnel"), "karim@exemple.fr");
}

beforeEach(() => {
  mocks.deliverInSequence.mockReset();
  mocks.isBot.mockReturnValue(false);
  mocks.toast.success.mockReset();
  mocks.toast.error.mockReset();
});

describe("AssessmentForm", () => {
  test("the three identity fields are natively required; the need is optional, 5 rows", () => {
    renderForm();
    expect(box("Prénom")).toBeRequired();
    expect(box("Nom")).toBeRequired();
    expect(box("Email professionnel")).toBeRequired();
    expect(box("Email professionnel")).toHaveAttribute("type", "email");
    expect(box("Votre projet (facultatif)")).not.toBeRequired();
    expect(box("Votre projet (facultatif)")).toHaveAttribute("rows", "5");
  });

  test("while sending the button reads 'Envoi en cours...'; then the panel replaces the form and takes the focus", async () => {
    let finish: (value: { ok: true }) => void = () => {};
    mocks.deliverInSequence.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Demander mon évaluation gratuite" }));

    expect(await screen.findByRole("button", { name: "Envoi en cours..." })).toBeDisabled();
    expect(mocks.deliverInSequence).toHaveBeenCalledWith([
      {
        template: "assessment",
        params: {
          firstName: "Karim",
          lastName: "Benali",
          email: "karim@exemple.fr",
          specificNeed: "",
          form_type: "evaluation-gratuite",
        },
      },
    ]);

    await act(async () => finish({ ok: true }));
    const heading = await screen.findByRole("heading", { name: "Demande reçue avec succès\u00a0!" });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(mocks.toast.success).toHaveBeenCalledWith("Demande envoyée avec succès\u00a0!", {
      description: "Un de nos experts va vous contacter dans les 24h ouvrées.",
      duration: 5000,
    });
    expect(screen.getByRole("link", { name: "Nous écrire" })).toHaveAttribute("href", "/contact");
    expect(screen.getByRole("link", { name: /Nous appeler/ })).toHaveAttribute("href", "tel:+33199001234");
  });

  test("on failure a destructive toast is shown for 5 s and the form keeps its values", async () => {
    mocks.deliverInSequence.mockResolvedValue({ ok: false, reason: "rejected", status: 500 });
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Demander mon évaluation gratuite" }));
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith("Une erreur est survenue", {
        description: "Veuillez réessayer ultérieurement ou nous contacter directement.",
        duration: 5000,
      }),
    );
    expect(box("Prénom")).toHaveValue("Karim");
    expect(box("Email professionnel")).toHaveValue("karim@exemple.fr");
    expect(screen.getByRole("button", { name: "Demander mon évaluation gratuite" })).toBeEnabled();
  });
});
