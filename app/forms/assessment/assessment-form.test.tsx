import { screen, waitFor } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { assessment } from "~/content/shore/assessment";
import * as kit from "../shared/form-test-kit";
import { AssessmentForm } from "./assessment-form";

const renderForm = () => kit.renderWithRouter(<AssessmentForm panel={assessment.successPanel} />);

async function fillValid(user: kit.User) {
  await kit.pasteInto(user, { Prénom: "Karim", Nom: "Benali", "Email professionnel": "karim@exemple.fr" });
}

describe("AssessmentForm", () => {
  test("the three identity fields are natively required; the need is optional, 5 rows", () => {
    renderForm();
    expect(kit.box("Prénom")).toBeRequired();
    expect(kit.box("Nom")).toBeRequired();
    expect(kit.box("Email professionnel")).toBeRequired();
    expect(kit.box("Email professionnel")).toHaveAttribute("type", "email");
    expect(kit.box("Votre projet (facultatif)")).not.toBeRequired();
    expect(kit.box("Votre projet (facultatif)")).toHaveAttribute("rows", "5");
  });

  test("while sending the button reads 'Envoi en cours...'; then the panel replaces the form and takes the focus", async () => {
    const delivery = kit.holdDelivery();
    const user = renderForm();
    await fillValid(user);
    await kit.submitWhileHeld(user, "Demander mon évaluation gratuite");
    kit.expectDelivered({
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
    });

    await delivery.succeed();
    const heading = await screen.findByRole("heading", { name: "Demande reçue avec succès\u00a0!" });
    // The confirmation panel (LeadConfirmation) takes the focus; its title is the heading.
    await waitFor(() =>
      expect(screen.getByRole("status", { name: /Demande reçue avec succès/ })).toHaveFocus(),
    );
    expect(heading).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).toBeNull();
    await kit.expectToastShown(
      "success",
      "Demande envoyée avec succès\u00a0!",
      "Un de nos experts va vous contacter dans les 24\u00a0h ouvrées.",
      5000,
    );
    expect(screen.getByRole("link", { name: "Nous écrire" })).toHaveAttribute("href", "/contact");
    expect(screen.getByRole("link", { name: /Nous appeler/ })).toHaveAttribute("href", "tel:+33199001234");
  });

  test("on failure a destructive toast is shown for 5 s and the form keeps its values", async () => {
    kit.mocks.deliverLead.mockResolvedValue({ ok: false, reason: "rejected", status: 500 });
    const user = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Demander mon évaluation gratuite" }));
    await kit.expectToastShown(
      "error",
      "Une erreur est survenue",
      "Veuillez réessayer ultérieurement ou nous contacter directement.",
      5000,
    );
    kit.expectFormHolds({ Prénom: "Karim", "Email professionnel": "karim@exemple.fr" });
    await kit.expectReadyToSend("Demander mon évaluation gratuite");
  });
});

describe("AssessmentForm's own checks", () => {
  test("a project longer than the limit is refused in French and nothing is sent", async () => {
    const user = renderForm();
    await fillValid(user);
    const project = kit.box("Votre projet (facultatif)");
    await user.clear(project);
    await user.click(project);
    await user.paste("x".repeat(5001));
    await user.click(screen.getByRole("button", { name: /Demander mon évaluation/ }));
    expect(project).toHaveAttribute("aria-invalid", "true");
    expect(project).toHaveAccessibleDescription(/Le message ne doit pas dépasser 5.000.caractères/);
    expect(kit.mocks.deliverLead).not.toHaveBeenCalled();
  });
});
