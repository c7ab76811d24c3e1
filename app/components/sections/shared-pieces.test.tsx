import { render, screen } from "@testing-library/react";
import { ShieldCheck } from "lucide-react";
import { MemoryRouter } from "react-router";
import { ArrowLink } from "./arrow-link";
import { CheckItem } from "./check-list";
import { FactsCard } from "./facts-card";
import { FeatureGrid } from "./feature-grid";

const facts = [
  { value: "15 jours", label: "pour démarrer" },
  { value: "48 h", label: "pour un premier profil" },
];

describe("FactsCard", () => {
  it("pairs each label (dt) with its value (dd), in a list by default", () => {
    const { container } = render(<FactsCard title="En bref" items={facts} />);
    const terms = [...container.querySelectorAll("dt")].map((dt) => dt.textContent);
    const values = [...container.querySelectorAll("dd")].map((dd) => dd.textContent);
    expect(terms).toEqual(["pour démarrer", "pour un premier profil"]);
    expect(values).toEqual(["15 jours", "48 h"]);
    expect(container.querySelector("dl")).toHaveClass("divide-y");
  });

  it("lays the facts out two by two with a note under them in the grid layout", () => {
    const { container } = render(
      <FactsCard title="En bref" items={facts} layout="grid" note="Délais moyens constatés en 2025." />,
    );
    expect(container.querySelector("dl")).toHaveClass("grid");
    expect(screen.getByText("Délais moyens constatés en 2025.")).toBeVisible();
  });
});

describe("ArrowLink", () => {
  it("is named by its text, described by the card title, and its arrow stays silent", () => {
    render(
      <MemoryRouter>
        <h3 id="titre">Audit RGPD</h3>
        <ArrowLink to="/contact" describedBy="titre" arrow="text">
          En savoir plus
        </ArrowLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: "En savoir plus" });
    expect(link).toHaveAttribute("href", "/contact");
    expect(link).toHaveAccessibleDescription("Audit RGPD");
  });
});

describe("CheckItem", () => {
  it("reads as its text only, with either mark", () => {
    render(
      <ul>
        <CheckItem>Un interlocuteur à Paris</CheckItem>
        <CheckItem mark="bare">Des points mensuels</CheckItem>
      </ul>,
    );
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Un interlocuteur à Paris",
      "Des points mensuels",
    ]);
    for (const item of items) {
      expect(item.querySelector("svg")?.closest("[aria-hidden='true']")).not.toBeNull();
    }
  });
});

describe("FeatureGrid", () => {
  it("describes each card's link by that card's title", () => {
    render(
      <MemoryRouter>
        <FeatureGrid
          items={[
            {
              icon: ShieldCheck,
              title: "RGPD",
              text: "Conformité.",
              link: { label: "En savoir plus", to: "/contact" },
            },
            { title: "ISO 27001", text: "Sécurité.", link: { label: "En savoir plus", to: "/partners" } },
          ]}
        />
      </MemoryRouter>,
    );
    const [first, second] = screen.getAllByRole("link", { name: "En savoir plus" });
    expect(first).toHaveAccessibleDescription("RGPD");
    expect(second).toHaveAccessibleDescription("ISO 27001");
    expect(screen.getByRole("heading", { level: 3, name: "ISO 27001" })).toHaveAttribute(
      "id",
      second?.getAttribute("aria-describedby") ?? "",
    );
  });
});
