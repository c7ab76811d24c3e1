import { render, screen, within } from "@testing-library/react";
import { LeadFormBand } from "./lead-form-band";

const promises = {
  title: "Ce que vous obtenez",
  items: ["Une réponse sous 24\u00a0h ouvrées", "Aucun engagement"],
};

describe("LeadFormBand", () => {
  it("is a plain anchor around a form that brings its own heading, with the promises beside it", () => {
    const { container } = render(
      <LeadFormBand id="consultation" promises={promises}>
        <form aria-label="Demande">
          <button type="submit">Envoyer</button>
        </form>
      </LeadFormBand>,
    );
    expect(container.querySelector("#consultation")?.tagName).toBe("DIV");
    expect(screen.queryByRole("heading", { level: 2 })).toBeNull();
    expect(screen.getByRole("form", { name: "Demande" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Ce que vous obtenez" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(promises.items);
  });

  it("becomes a titled section when the form has no heading of its own, and offers the phone number", () => {
    render(
      <LeadFormBand
        id="appel"
        tone="sand"
        eyebrow="Prochaine étape"
        title="Planifier un appel"
        intro="Un échange avec un consultant."
        formCard
        promises={promises}
        phone={{
          question: "Vous préférez nous appeler\u00a0?",
          link: { label: "+33 1 99 00 12 34", to: "tel:+33199001234" },
          hours: "Lun-Ven 9h-18h",
        }}
      >
        <form aria-label="Appel" />
      </LeadFormBand>,
    );
    const section = screen.getByRole("region", { name: "Planifier un appel" });
    expect(section).toHaveAttribute("id", "appel");
    expect(within(section).getByRole("link", { name: "+33 1 99 00 12 34" })).toHaveAttribute(
      "href",
      "tel:+33199001234",
    );
    expect(section).toHaveTextContent("Lun-Ven 9h-18h");
  });
});
