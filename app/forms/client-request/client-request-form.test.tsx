import { screen, waitFor } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import * as kit from "../shared/form-test-kit";
import { ClientRequestForm } from "./client-request-form";

describe("ClientRequestForm", () => {
  async function fillValid(user: kit.User) {
    await kit.pasteInto(user, {
      Prénom: "Claire",
      Nom: "Martin",
      "E-mail professionnel": "claire@exemple.fr",
      Entreprise: "Fintech SAS",
      "Votre besoin": "Un développeur Java.",
    });
    await user.click(screen.getByRole("checkbox"));
  }

  test("while sending, the button reads 'Envoi en cours...'; on success the form is reset", async () => {
    const delivery = kit.holdDelivery();
    const user = kit.renderWithRouter(<ClientRequestForm />);
    await fillValid(user);
    await kit.submitWhileHeld(user, "Envoyer ma demande");
    kit.expectDelivered({
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
    });

    await delivery.succeed();
    await kit.expectToastShown(
      "success",
      "Demande envoyée\u00a0!",
      "Nous avons bien reçu votre demande et reviendrons vers vous rapidement.",
    );
    await kit.expectConfirmation("Demande envoyée\u00a0!");
    await kit.sendAnother(user, "Envoyer une autre demande", "Prénom");
    kit.expectFormHolds({ Entreprise: "" }, false);
  });

  test("on failure a destructive toast is shown and every value is kept", async () => {
    kit.mocks.deliverLead.mockResolvedValue({ ok: false, reason: "network" });
    const user = kit.renderWithRouter(<ClientRequestForm />);
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    await kit.expectToastShown(
      "error",
      "Erreur de transmission",
      "Une erreur est survenue lors de l’envoi de votre demande. Veuillez réessayer ultérieurement.",
    );
    kit.expectFormHolds({ Entreprise: "Fintech SAS" }, true);
  });

  test("an incomplete form shows the form error toast and sends nothing", async () => {
    const user = kit.renderWithRouter(<ClientRequestForm />);
    await user.type(kit.box("Prénom"), "Claire");
    await user.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    await waitFor(() => expect(kit.mocks.toast.error).toHaveBeenCalledWith(...kit.INCOMPLETE));
    expect(kit.box("Entreprise")).toHaveAttribute("aria-invalid", "true");
    expect(kit.mocks.deliverLead).not.toHaveBeenCalled();
  });
});
