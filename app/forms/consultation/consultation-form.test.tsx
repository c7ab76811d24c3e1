import { screen, waitFor } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import * as kit from "../shared/form-test-kit";
import { ConsultationForm } from "./consultation-form";

const renderForm = () =>
  kit.renderWithRouter(
    <ConsultationForm heading="Demandez votre consultation gratuite" formType="nos-services" />,
    ["/services/lif-shore/nos-services"],
  );

async function fillValid(user: kit.User) {
  await kit.pasteInto(user, {
    "Nom et prénom": "Awa Diop",
    "E-mail professionnel": "awa@exemple.fr",
    Entreprise: "ACME",
    "Votre besoin": "Une équipe de cinq développeurs Java.",
  });
  await user.click(screen.getByRole("checkbox"));
}

describe("ConsultationForm", () => {
  test("sends the request with its offer and page, then resets", async () => {
    const delivery = kit.holdDelivery();
    const user = renderForm();
    expect(screen.getByRole("form", { name: "Demandez votre consultation gratuite" })).toBeInTheDocument();
    await fillValid(user);
    await kit.submitWhileHeld(user, "Envoyer ma demande");
    kit.expectDelivered({
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
    });
    await delivery.succeed();
    await waitFor(() =>
      expect(kit.mocks.toast.success).toHaveBeenCalledWith("Demande envoyée avec succès", expect.anything()),
    );
    await kit.expectConfirmation("Demande envoyée avec succès");
    await kit.sendAnother(user, "Envoyer une autre demande", "Nom et prénom");
  });

  test("the company is required here; the phone is not", async () => {
    const user = renderForm();
    await user.click(screen.getByRole("button", { name: "Envoyer ma demande" }));
    await waitFor(() => expect(kit.box("Entreprise")).toHaveAttribute("aria-invalid", "true"));
    expect(kit.box("Entreprise")).toHaveAccessibleDescription("Le nom de l’entreprise est obligatoire");
    expect(kit.box("Téléphone")).not.toHaveAttribute("aria-invalid");
    expect(kit.mocks.deliverLead).not.toHaveBeenCalled();
  });
});
