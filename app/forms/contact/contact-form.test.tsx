import { cleanup, screen, waitFor } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import * as kit from "../shared/form-test-kit";
import { ContactForm } from "./contact-form";

function renderForm(props: Partial<Parameters<typeof ContactForm>[0]> = {}) {
  return kit.renderWithRouter(
    <ContactForm formType="contact" title="Envoyez-nous un message" showCompany {...props} />,
  );
}

const sendButton = () => screen.getByRole("button", { name: "Envoyer" });

/** Renders the form, fills it validly and sends it. */
async function fillAndSend() {
  const user = renderForm();
  await fillValid(user);
  await user.click(sendButton());
}

async function fillValid(user: kit.User) {
  await kit.pasteInto(user, {
    Prénom: "Awa",
    Nom: "Diop",
    "E-mail": "awa@exemple.fr",
    Message: "Une équipe de trois développeurs.",
  });
  await user.click(screen.getByRole("checkbox"));
}

describe("ContactForm", () => {
  test("while sending, the button is disabled and reads 'Envoi en cours...'; on success the form is reset", async () => {
    const delivery = kit.holdDelivery();
    const user = renderForm();
    await fillValid(user);
    await user.click(await kit.submitWhileHeld(user, "Envoyer"));
    expect(kit.mocks.deliverLead).toHaveBeenCalledTimes(1);
    kit.expectDelivered({
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
    });

    await delivery.succeed();
    await kit.expectToastShown(
      "success",
      "Message envoyé avec succès",
      "Nous vous répondrons dans les plus brefs délais.",
    );
    await kit.expectConfirmation("Message envoyé avec succès");
    await kit.sendAnother(user, "Envoyer un autre message", "Prénom");
    kit.expectFormHolds({ Prénom: "", Message: "" }, false);
    await kit.expectReadyToSend("Envoyer");
  });

  test("on failure a destructive toast is shown and every value is kept", async () => {
    kit.mocks.deliverLead.mockResolvedValue({ ok: false, reason: "rejected", status: 500 });
    await fillAndSend();
    await kit.expectToastShown(
      "error",
      "Échec de l’envoi",
      "Une erreur est survenue. Veuillez réessayer plus tard.",
    );
    kit.expectFormHolds({ Prénom: "Awa", Message: "Une équipe de trois développeurs." }, true);
    await kit.expectFailureNotice("Envoyer", [
      "Prénom\u00a0: Awa",
      "Message\u00a0: Une équipe de trois développeurs.",
    ]);
  });

  test("a failed lead keeps its reference when sent again; what was typed survives a remount (reload)", async () => {
    kit.mocks.deliverLead.mockResolvedValue({ ok: false, reason: "network" });
    const user = renderForm();
    await fillValid(user);
    await user.click(sendButton());
    const reference = await kit.expectFailureNotice("Envoyer", ["Nom\u00a0: Diop"]);
    await user.click(sendButton());
    await waitFor(() => expect(kit.mocks.deliverLead).toHaveBeenCalledTimes(2));
    expect(kit.mocks.deliverLead.mock.calls[1]?.[1].stamp.lead_ref).toBe(reference);
    cleanup();
    renderForm();
    await waitFor(() => expect(kit.box("Message")).toHaveValue("Une équipe de trois développeurs."));
    expect(kit.box("Prénom")).toHaveValue("Awa");
    expect(screen.getByRole("checkbox")).not.toBeChecked();
  });

  test("offline, nothing is attempted and the visitor is told", async () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    await fillAndSend();
    await waitFor(() =>
      expect(kit.mocks.toast.error).toHaveBeenCalledWith("Vous êtes hors ligne", expect.anything()),
    );
    expect(kit.mocks.deliverLead).not.toHaveBeenCalled();
    expect(kit.box("Prénom")).toHaveValue("Awa");
    onLine.mockRestore();
  });

  test("a filled honeypot still sends the message, flagged as suspected spam", () =>
    kit.expectSentFlaggedAsSpam(fillAndSend));

  test("a CV field, when shown, is checked by content and its file travels with the message", async () => {
    kit.mocks.deliverLead.mockResolvedValue({ ok: true });
    const user = renderForm({ cvRequired: true });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    expect(input).toBeRequired();
    await fillValid(user);
    await user.upload(input, new File(["%PDF-1.7 cv"], "cv.pdf", { type: "application/pdf" }));
    await waitFor(() => expect(input.files).toHaveLength(1));
    await user.click(sendButton());
    await waitFor(() => expect(kit.mocks.deliverLead).toHaveBeenCalled());
    expect(kit.mocks.deliverLead.mock.calls[0]?.[0].cv).toEqual({
      base64: Buffer.from("%PDF-1.7 cv").toString("base64"),
      name: "cv.pdf",
    });
    await kit.expectConfirmation("Message envoyé avec succès");
  });

  test("the file picker speaks French; a CV over the plan's attachment size is kept, then sent as a note", async () => {
    kit.mocks.deliverLead.mockResolvedValue({ ok: true, cvLeftOut: true });
    const user = renderForm({ showCv: true });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    expect(screen.getByText("Aucun fichier choisi")).toBeInTheDocument();
    expect(
      screen.getByText(/^Formats acceptés\s: PDF, DOC, DOCX\. Taille max\s: 50\sKo\.$/),
    ).toBeInTheDocument();
    await fillValid(user);
    const big = new File(["%PDF-1.7 ", "x".repeat(80 * 1024)], "cv lourd.pdf", { type: "application/pdf" });
    await user.upload(input, big);
    await screen.findByText(/^cv lourd\.pdf \(80\sKo\)$/);
    expect(input).toHaveAccessibleDescription(/cv lourd\.pdf.*Ce fichier dépasse 50\u00a0Ko/);
    await user.click(sendButton());
    await waitFor(() => expect(kit.mocks.deliverLead).toHaveBeenCalled());
    expect(kit.mocks.deliverLead.mock.calls[0]?.[0].cv).toEqual({ name: "cv lourd.pdf" });
    const panel = await kit.expectConfirmation("Message envoyé avec succès");
    expect(panel).toHaveTextContent(/envoyez-le à contact@lif-group\.fr en rappelant la référence LIF-/);
  });

  test("« Retirer » lets the chosen file go", async () => {
    const user = renderForm({ showCv: true });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(["%PDF-1.7 cv"], "cv.pdf", { type: "application/pdf" }));
    await user.click(await screen.findByRole("button", { name: "Retirer le fichier cv.pdf" }));
    await screen.findByText("Aucun fichier choisi");
    expect(input).toHaveFocus();
    expect(input.files).toHaveLength(0);
  });

  test("errors show on submit, tied to their fields, and clear as the visitor types", async () => {
    const user = renderForm();
    await user.click(sendButton());
    const firstName = kit.box("Prénom");
    await waitFor(() => expect(firstName).toHaveAttribute("aria-invalid", "true"));
    expect(firstName).toHaveAccessibleDescription("Le prénom est obligatoire");
    expect(screen.getByRole("checkbox")).toHaveAccessibleDescription(
      "Vous devez accepter la politique de confidentialité",
    );
    await user.type(firstName, "Awa");
    await waitFor(() => expect(firstName).not.toHaveAttribute("aria-invalid"));
    expect(kit.mocks.deliverLead).not.toHaveBeenCalled();
  });

  test("a message typed as HTML stays text", async () => {
    kit.mocks.deliverLead.mockResolvedValue({ ok: false, reason: "network" });
    const user = renderForm();
    await fillValid(user);
    await user.clear(kit.box("Message"));
    await user.type(kit.box("Message"), "<img src=x onerror=alert(1)> bonjour");
    await user.click(sendButton());
    await waitFor(() => expect(kit.mocks.deliverLead).toHaveBeenCalled());
    expect(document.querySelector("img")).toBeNull();
  });
});
