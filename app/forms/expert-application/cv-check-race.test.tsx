import { screen, waitFor } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import * as kit from "../shared/form-test-kit";
import { ExpertApplicationForm } from "./expert-application-form";

/** The CV's check (its first bytes, read asynchronously) held until the test lets it finish. */
const held = vi.hoisted(() => ({ release: () => {} }));
vi.mock("../shared/cv-file", async (original) => {
  const actual = await original<typeof import("../shared/cv-file")>();
  return {
    ...actual,
    checkCvFile: async (file: File) => {
      await new Promise<void>((resolve) => {
        held.release = resolve;
      });
      return actual.checkCvFile(file);
    },
  };
});

const PDF = new File(["%PDF-1.7 cv"], "cv.pdf", { type: "application/pdf" });

describe("a send pressed while the CV is still being checked", () => {
  test("is refused for the missing CV, then the error goes once the file is accepted, and the next send goes", async () => {
    const delivery = kit.holdDelivery();
    const user = kit.renderWithRouter(<ExpertApplicationForm />);
    await kit.pasteInto(user, {
      Prénom: "Awa",
      Nom: "Diallo",
      "E-mail": "awa@exemple.fr",
      Message: "Développeuse React.",
    });
    await user.click(screen.getByRole("checkbox"));
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await user.upload(input, PDF);
    await user.click(screen.getByRole("button", { name: "Envoyer ma candidature" }));
    await screen.findByText("Veuillez joindre votre CV");
    expect(kit.mocks.deliverLead).not.toHaveBeenCalled();

    held.release();
    await waitFor(() => expect(screen.queryByText("Veuillez joindre votre CV")).toBeNull());
    await user.click(screen.getByRole("button", { name: "Envoyer ma candidature" }));
    await waitFor(() => expect(kit.mocks.deliverLead).toHaveBeenCalledTimes(1));
    await delivery.succeed();
    await kit.expectConfirmation("Candidature envoyée\u00a0!");
  });
});
