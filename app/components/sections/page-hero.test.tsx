import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { getPage } from "~/pages";
import { PageHero } from "./page-hero";

describe("PageHero given a page", () => {
  it("takes the h1 and the breadcrumb from the page table", () => {
    render(
      <MemoryRouter>
        <PageHero page="/services/lif-shore/dashboard" lead="Une équipe visible à tout moment." />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole("heading", { level: 1, name: getPage("/services/lif-shore/dashboard").h1 }),
    ).toBeVisible();
    const trail = within(screen.getByRole("navigation", { name: "Fil d’Ariane" }));
    expect(trail.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Accueil",
      "Nos services",
      "LIF Shore",
    ]);
    expect(trail.getByText("Tableau de bord")).toHaveAttribute("aria-current", "page");
  });

  it("leaves the breadcrumb out when told so", () => {
    render(
      <MemoryRouter>
        <PageHero page="/about" breadcrumb={false} lead="Un groupe, trois métiers." />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1, name: getPage("/about").h1 })).toBeVisible();
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
