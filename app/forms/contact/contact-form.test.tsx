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

import { ContactForm } from "./contact-form";

function renderForm(props: Partial<Parameters<typeof ContactForm>[0]> = {}) {
  render(
    <MemoryRouter>
      <ContactForm formType="contact" title="Envoyez-nous un message" showCompany {...props} />
    </MemoryRouter>,
  );
  return userEvent.setup({ delay: null });
}

const box = (name: string) => screen.getByRole("textbox", { name });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.click(box("Prénom"));
  await user.paste("Awa");
  await user.click(box("Nom"));
  await user.paste("Diop");
  await user.click(box("E-mail"));
  await user.paste("awa@exemple.fr");
  await user.click(box("Message"));
  await user.paste("Une équipe de trois développeurs.");
  await user.click(screen.getByRole("checkbox"));
}

beforeEach(() => {
  mocks.deliverLead.mockReset();
  mocks.verdict.mockReturnValue({ waitMs: 0, spamSuspected: false });
  mocks.toast.success.mockReset();
  mocks.toast.error.mockReset();
});

describe("ContactForm", () => {
  test("while sending, the button is disabled and reads 'Envoi en cours...'; on success the form is reset", async () => {
    let finish: (value: { ok: true }) => void = () => {};
    mocks.deliverLead.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Envoyer" }));

    const busy = await screen.findByRole("button", { name: "Envoi en cours..." });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(mocks.deliverLead).toHaveBeenCalledTimes(1);
    expect(mocks.deliverLead).toHaveBeenCalledWith(
      {
        team: {
          template: "contact",
          params: {
            from_name: "Awa Diop",
            from_email: "awa@exemple.fr",
            phone: "Non renseigné",
            company: "Non renseigné",
            position: "Non renseigné",
            message: "Une équipe de trois développeurs.",
            form_type: "contact",
          },
        },
      },
      { spamSuspected: false },
    );

    await act(async () => finish({ ok: true }));
    expect(mocks.toast.success).toHaveBeenCalledWith("Message envoyé avec succès", {
      description: "Nous vous répondrons dans les plus brefs délais.",
      duration: undefined,
    });
    await waitFor(() => expect(box("Prénom")).toHaveValue(""));
    expect(screen.getByRole("checkbox")).not.toBeChecked();
    expect(screen.getByRole("button", { name: "Envoyer" })).toBeEnabled();
  });

  test("on failure a destructive toast is shown and every value is kept", async () => {
    mocks.deliverLead.mockResolvedValue({ ok: false, reason: "rejected", status: 500 });
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Envoyer" }));
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith("Échec de l’envoi", {
        description: "Une erreur est survenue. Veuillez réessayer plus tard.",
        duration: undefined,
      }),
    );
    expect(box("Prénom")).toHaveValue("Awa");
    expect(box("Message")).toHaveValue("Une équipe de trois développeurs.");
    expect(screen.getByRole("checkbox")).toBeChecked();
  });

  test("a CV too big for the e-mail service gets its own message, values kept", async () => {
    mocks.deliverLead.mockResolvedValue({ ok: false, reason: "too-large", status: 413 });
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Envoyer" }));
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalled());
    expect(mocks.toast.error.mock.calls[0]?.[0]).toBe("Fichier non transmis");
    expect(mocks.toast.error.mock.calls[0]?.[1].description).toContain("contact@lif-group.fr");
    expect(box("Prénom")).toHaveValue("Awa");
  });

  test("offline, nothing is attempted and the visitor is told", async () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Envoyer" }));
    await waitFor(() =>
      expect(mocks.toast.error).toHaveBeenCalledWith("Vous êtes hors ligne", expect.anything()),
    );
    expect(mocks.deliverLead).not.toHaveBeenCalled();
    expect(box("Prénom")).toHaveValue("Awa");
    onLine.mockRestore();
  });

  test("a filled honeypot still sends the message, flagged as suspected spam", async () => {
    mocks.verdict.mockReturnValue({ waitMs: 0, spamSuspected: true });
    mocks.deliverLead.mockResolvedValue({ ok: true });
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Envoyer" }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalled());
    expect(mocks.deliverLead).toHaveBeenCalledWith(expect.anything(), { spamSuspected: true });
  });

  test("a CV field, when shown, is checked by content and its file travels with the message", async () => {
    mocks.deliverLead.mockResolvedValue({ ok: true });
    const user = renderForm({ cvRequired: true });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    expect(input).toBeRequired();
    await fillValid(user);
    await user.upload(input, new File(["%PDF-1.7 cv"], "cv.pdf", { type: "application/pdf" }));
    await waitFor(() => expect(input.files).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Envoyer" }));
    await waitFor(() => expect(mocks.deliverLead).toHaveBeenCalled());
    expect(mocks.deliverLead.mock.calls[0]?.[0].team.params).toMatchObject({
      cv_file: Buffer.from("%PDF-1.7 cv").toString("base64"),
      cv_name: "cv.pdf",
    });
    await waitFor(() => expect(input.value).toBe(""));
  });

  test("errors show on submit, tied to their fields, and clear as the visitor types", async () => {
    const user = renderForm();
    await user.click(screen.getByRole("button", { name: "Envoyer" }));
    const firstName = box("Prénom");
    await waitFor(() => expect(firstName).toHaveAttribute("aria-invalid", "true"));
    expect(firstName).toHaveAccessibleDescription("Le prénom est obligatoire");
    expect(screen.getByRole("checkbox")).toHaveAccessibleDescription(
      "Vous devez accepter la politique de confidentialité",
    );
    await user.type(firstName, "Awa");
    await waitFor(() => expect(firstName).not.toHaveAttribute("aria-invalid"));
    expect(mocks.deliverLead).not.toHaveBeenCalled();
  });

  test("a message typed as HTML stays text", async () => {
    mocks.deliverLead.mockResolvedValue({ ok: false, reason: "network" });
    const user = renderForm();
    await fillValid(user);
    await user.clear(box("Message"));
    await user.type(box("Message"), "<img src=x onerror=alert(1)> bonjour");
    await user.click(screen.getByRole("button", { name: "Envoyer" }));
    await waitFor(() => expect(mocks.deliverLead).toHaveBeenCalled());
    expect(document.querySelector("img")).toBeNull();
  });
});
