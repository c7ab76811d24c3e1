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

import { assessment } from "~/content/shore/assessment";
import { AssessmentForm } from "./assessment-form";

const box = (name: string) => screen.getByRole("textbox", { name });

function renderForm() {
  render(
    <MemoryRouter>
      <AssessmentForm panel={assessment.successPanel} />
    </MemoryRouter>,
  );
  return userEvent.setup({ delay: null });
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.click(box("Prénom"));
  await user.paste("Karim");
  await user.click(box("Nom"));
  await user.paste("Benali");
  await user.click(box("Email professionnel"));
  await user.paste("karim@exemple.fr");
}

beforeEach(() => {
  mocks.deliverLead.mockReset();
  mocks.verdict.mockReturnValue({ waitMs: 0, spamSuspected: false });
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
    mocks.deliverLead.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Demander mon évaluation gratuite" }));

    expect(await screen.findByRole("button", { name: "Envoi en cours..." })).toBeDisabled();
    expect(mocks.deliverLead).toHaveBeenCalledWith(
      {
        team: {
          template: "assessment",
          params: {
            firstName: "Karim",
            lastName: "Benali",
            email: "karim@exemple.fr",
            specificNeed: "",
            form_type: "evaluation-gratuite",
          },
        },
      },
      { spamSuspected: false },
    );

    await act(async () => finish({ ok: true }));
    const heading = await screen.findByRole("heading", { name: "Demande reçue avec succès\u00a0!" });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(mocks.toast.success).toHaveBeenCalledWith("Demande envoyée avec succès\u00a0!", {
      description: "Un de nos experts va vous contacter dans les 24\u00a0h ouvrées.",
      duration: 5000,
    });
    expect(screen.getByRole("link", { name: "Nous écrire" })).toHaveAttribute("href", "/contact");
    expect(screen.getByRole("link", { name: /Nous appeler/ })).toHaveAttribute("href", "tel:+33199001234");
  });

  test("on failure a destructive toast is shown for 5 s and the form keeps its values", async () => {
    mocks.deliverLead.mockResolvedValue({ ok: false, reason: "rejected", status: 500 });
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

describe("AssessmentForm's own checks", () => {
  test("a project longer than the limit is refused in French and nothing is sent", async () => {
    const user = renderForm();
    await fillValid(user);
    const project = box("Votre projet (facultatif)");
    await user.clear(project);
    await user.click(project);
    await user.paste("x".repeat(5001));
    await user.click(screen.getByRole("button", { name: /Demander mon évaluation/ }));
    expect(project).toHaveAttribute("aria-invalid", "true");
    expect(project).toHaveAccessibleDescription(/Le message ne doit pas dépasser 5.000.caractères/);
    expect(mocks.deliverLead).not.toHaveBeenCalled();
  });
});
