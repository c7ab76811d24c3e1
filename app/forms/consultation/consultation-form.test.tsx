import { act, configure, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, test, vi } from "vitest";

// Rendering and typing in jsdom take seconds on a busy machine: wait for outcomes that long.
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

import { ConsultationForm } from "./consultation-form";

const box = (name: string) => screen.getByRole("textbox", { name });

function renderForm() {
  render(
    <MemoryRouter initialEntries={["/services/lif-shore/nos-services"]}>
      <ConsultationForm heading="Demandez votre consultation gratuite" formType="nos-services" />
    </MemoryRouter>,
  );
  return userEvent.setup({ delay: null });
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  for (const [name, value] of [
    ["Nom et prénom", "Awa Diop"],
    ["E-mail professionnel", "awa@exemple.fr"],
    ["Entreprise", "ACME"],
    ["Votre besoin", "Une équipe de cinq développeurs Java."],
  ] as const) {
    await user.click(box(name));
    await user.paste(value);
  }
  await user.click(screen.getByRole("checkbox"));
}

beforeEach(() => {
  mocks.deliverLead.mockReset();
  mocks.toast.success.mockReset();
  mocks.toast.error.mockReset();
});

describe("ConsultationForm", () => {
  test("sends the request with its offer and page, then resets", async () => {
    let finish: (value: { ok: true }) => void = () => {};
    mocks.deliverLead.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = renderForm();
    expect(screen.getByRole("form", { name: "Demandez votre consultation gratuite" })).toBeInTheDocument();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Envoyer ma demande" }));

    expect(await screen.findByRole("button", { name: "Envoi en cours..." })).toBeDisabled();
    expect(mocks.deliverLead).toHaveBeenCalledWith(
      {
        team: {
          template: "consultation",
          params: {
            from_name: "Awa Diop",
            from_email: "awa@exemple.fr",
            company: "ACME",
            phone: "Non renseigné",
            message: "Une équipe de cinq développeurs Java.",
            form_type: "nos-services",
            page: "/services/lif-shore/nos-services",
          },
        },
      },
      { spamSuspected: false },
    );
    await act(async () => finish({ ok: true }));
    expect(mocks.toast.success).toHaveBeenCalledWith("Demande envoyée avec succès", expect.anything());
    await waitFor(() => expect(box("Nom et prénom")).toHaveValue(""));
  });

  test("the company is required here; the phone is not", async () => {
    const user = renderForm();
    await user.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    await waitFor(() => expect(box("Entreprise")).toHaveAttribute("aria-invalid", "true"));
    expect(box("Entreprise")).toHaveAccessibleDescription("Le nom de l’entreprise est obligatoire");
    expect(box("Téléphone")).not.toHaveAttribute("aria-invalid");
    expect(mocks.deliverLead).not.toHaveBeenCalled();
  });
});
