import { screen, waitFor } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import * as kit from "../shared/form-test-kit";
import { ExpertApplicationForm } from "./expert-application-form";

const PDF = new File(["%PDF-1.7 cv"], "cv.pdf", { type: "application/pdf" });

describe("ExpertApplicationForm", () => {
  const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

  async function fillValid(user: kit.User) {
    await kit.pasteInto(user, {
      Prénom: "Awa",
      Nom: "Diallo",
      "E-mail": "awa@exemple.fr",
      Message: "Développeuse React.",
    });
    await user.upload(fileInput(), PDF);
    await user.click(screen.getByRole("checkbox"));
  }

  const sendButton = () => screen.getByRole("button", { name: "Envoyer ma candidature" });

  /** Renders the form, fills it validly (the CV kept) and sends it. */
  async function fillAndSend() {
    const user = kit.renderWithRouter(<ExpertApplicationForm />);
    await fillValid(user);
    await waitFor(() => expect(fileInput().files).toHaveLength(1));
    await user.click(sendButton());
  }

  test("while sending, the button is disabled and reads 'Envoi en cours...'; on success everything is cleared", async () => {
    const held = kit.holdDelivery();
    const user = kit.renderWithRouter(<ExpertApplicationForm />);
    await fillValid(user);
    await waitFor(() => expect(fileInput().files).toHaveLength(1));
    await user.click(await kit.submitWhileHeld(user, "Envoyer ma candidature"));
    expect(kit.mocks.deliverLead).toHaveBeenCalledTimes(1);
    const [delivery, options] = kit.mocks.deliverLead.mock.calls[0] ?? [];
    expect(options).toEqual({
      spamSuspected: false,
      stamp: expect.objectContaining({ lead_ref: expect.stringMatching(/^LIF-/) }),
    });
    expect(delivery.team).toEqual({
      template: "expertTeam",
      params: {
        firstName: "Awa",
        lastName: "Diallo",
        email: "awa@exemple.fr",
        message: "Développeuse React.",
      },
    });
    expect(delivery.cv).toEqual({ base64: Buffer.from("%PDF-1.7 cv").toString("base64"), name: "cv.pdf" });
    expect(delivery.confirmation.template).toBe("expertConfirmation");

    await held.succeed();
    await kit.expectToastShown(
      "success",
      "Candidature envoyée\u00a0!",
      "Nous avons bien reçu votre candidature et reviendrons vers vous rapidement.",
    );
    await kit.expectConfirmation("Candidature envoyée\u00a0!");
    await kit.sendAnother(user, "Envoyer une autre candidature", "Prénom");
    kit.expectFormHolds({ Prénom: "", Message: "" }, false);
    expect(fileInput().files).toHaveLength(0);
    expect(fileInput().value).toBe("");
    await kit.expectReadyToSend("Envoyer ma candidature");
  });

  test("on failure a destructive toast is shown and every value is kept", async () => {
    kit.mocks.deliverLead.mockResolvedValue({ ok: false, reason: "rejected", status: 500 });
    await fillAndSend();

    await kit.expectToastShown(
      "error",
      "Erreur de transmission",
      "Une erreur est survenue lors de l’envoi de votre candidature. Veuillez réessayer ultérieurement.",
    );
    kit.expectFormHolds({ Prénom: "Awa", Message: "Développeuse React." }, true);
    expect(fileInput().files).toHaveLength(1);
    await kit.expectReadyToSend("Envoyer ma candidature");
  });

  test("a file of the wrong type shows the inline error and is not kept; a new choice clears it", async () => {
    const user = kit.renderWithRouter(<ExpertApplicationForm />);
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
    const user = kit.renderWithRouter(<ExpertApplicationForm />);
    await user.click(sendButton());
    await waitFor(() => expect(kit.mocks.toast.error).toHaveBeenCalledWith(...kit.INCOMPLETE));
    expect(kit.box("Prénom")).toHaveAttribute("aria-invalid", "true");
    expect(fileInput()).toHaveAttribute("aria-invalid", "true");
    expect(kit.mocks.deliverLead).not.toHaveBeenCalled();
  });

  test("a filled honeypot still sends the application, flagged as suspected spam", () =>
    kit.expectSentFlaggedAsSpam(fillAndSend));
});
