import { screen, waitFor } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import * as kit from "../shared/form-test-kit";
import { GuideForm } from "./guide-form";

async function fillAndSend(): Promise<kit.User> {
  const user = kit.renderWithRouter(
    <GuideForm guideTitle="Guide du nearshore" guideFile="/generated/guide.pdf" />,
  );
  await kit.pasteInto(user, {
    "Nom et prénom": "Awa Diop",
    "E-mail professionnel": " awa@exemple.fr ",
    Entreprise: "ACME",
  });
  await user.click(screen.getByRole("button", { name: "Recevoir le guide" }));
  return user;
}

describe("GuideForm", () => {
  test("once sent, a panel takes the form's place, names the guide and the address, and takes the focus", async () => {
    kit.mocks.deliverLead.mockResolvedValue({ ok: true });
    const user = await fillAndSend();
    const panel = await screen.findByRole("status");
    expect(panel).toHaveFocus();
    expect(panel).toHaveTextContent("Le guide « Guide du nearshore » est à vous");
    expect(panel).toHaveTextContent("awa@exemple.fr");
    expect(screen.getByRole("link", { name: "Télécharger le guide (PDF)" })).toHaveAttribute(
      "href",
      "/generated/guide.pdf",
    );
    expect(kit.mocks.deliverLead.mock.calls[0]?.[0]).toEqual({
      team: {
        template: "guide",
        params: {
          from_name: "Awa Diop",
          from_email: "awa@exemple.fr",
          company: "ACME",
          guide: "Guide du nearshore",
          guide_url: "https://www.lif-group.fr/generated/guide.pdf",
        },
      },
    });
    expect(kit.mocks.toast.success).not.toHaveBeenCalled();
    expect(screen.queryByRole("textbox")).toBeNull();
    // As every form's confirmation: « send another » brings the empty form back, focus in its first field.
    await kit.sendAnother(user, "Envoyer une autre demande", "Nom et prénom");
  });

  test("on failure the form stays with its values and a toast says so", async () => {
    kit.mocks.deliverLead.mockResolvedValue({ ok: false, reason: "rejected", status: 500 });
    await fillAndSend();
    await waitFor(() =>
      expect(kit.mocks.toast.error).toHaveBeenCalledWith("Échec de l’envoi", expect.anything()),
    );
    expect(kit.box("Entreprise")).toHaveValue("ACME");
    expect(screen.queryByRole("status")).toBeNull();
  });
});
