import { getDefaultNormalizer, render, screen, within } from "@testing-library/react";
import { Building2, ShieldCheck } from "lucide-react";
import { MemoryRouter } from "react-router";
import { BarChart } from "./bar-chart";
import { LinkGrid, type LinkGridItem } from "./link-grid";
import { PageHero } from "./page-hero";
import { StatGrid } from "./stat-grid";

const SHORE_PAGES = [
  { label: "LIF Shore", to: "/services/lif-shore", icon: Building2 },
  {
    label: "Conformité et organisation",
    to: "/services/lif-shore/conformite-et-organisation",
    description: "RGPD, NIS2 et pilotage depuis Paris.",
    icon: ShieldCheck,
  },
  { label: "Service nearshore", to: "/services/lif-shore/service-nearshore-afrique" },
  { label: "Notre page LinkedIn", to: "https://www.linkedin.com/company/lif-group" },
] satisfies LinkGridItem[];

describe("LinkGrid", () => {
  it("shows the current page unlinked and marked as the current page", () => {
    render(
      <MemoryRouter initialEntries={["/services/lif-shore/conformite-et-organisation"]}>
        <LinkGrid title="Découvrir LIF Shore" links={SHORE_PAGES} currentLabel="Vous êtes ici" />
      </MemoryRouter>,
    );

    const nav = screen.getByRole("navigation", { name: "Découvrir LIF Shore" });
    const current = within(nav).getByText("Conformité et organisation").closest("[aria-current]");
    expect(current).toHaveAttribute("aria-current", "page");
    expect(current?.closest("a")).toBeNull();
    expect(within(nav).queryByRole("link", { name: /Conformité et organisation/ })).not.toBeInTheDocument();
    expect(within(nav).getByText("Vous êtes ici")).toBeVisible();

    expect(within(nav).getByRole("link", { name: /Service nearshore/ })).toHaveAttribute(
      "href",
      "/services/lif-shore/service-nearshore-afrique",
    );
    const external = within(nav).getByRole("link", { name: /Notre page LinkedIn.*\(nouvel onglet\)/ });
    expect(external).toHaveAttribute("target", "_blank");
    expect(external).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("also recognises the current page when the URL ends with a slash", () => {
    render(
      <MemoryRouter initialEntries={["/services/lif-shore/"]}>
        <LinkGrid title="Pages associées" links={SHORE_PAGES} currentLabel="Vous êtes ici" />
      </MemoryRouter>,
    );

    const nav = screen.getByRole("navigation", { name: "Pages associées" });
    expect(within(nav).queryByRole("link", { name: /^LIF Shore/ })).not.toBeInTheDocument();
    expect(within(nav).getByText("LIF Shore").closest("[aria-current]")).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});

describe("BarChart", () => {
  it("writes every value as text beside its label", () => {
    render(
      <BarChart
        title="Compétences de l’équipe"
        items={[
          { label: "Web", value: 42 },
          { label: "Data", value: 27.5 },
          { label: "Cybersécurité", value: 18, display: "18 % des profils" },
        ]}
      />,
    );

    // jsdom does not name a figure from its figcaption as browsers do, so find it through the caption.
    const chart = screen.getByText("Compétences de l’équipe").closest("figure") as HTMLElement;
    const items = within(chart).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Web\u00a0: 42\u00a0%",
      "Data\u00a0: 27,5\u00a0%",
      "Cybersécurité\u00a0: 18 % des profils",
    ]);
    // Keep the non-breaking space: the default normaliser would turn it into a plain one.
    const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    expect(within(chart).getByText("42\u00a0%", exact)).toBeVisible();
  });
});

describe("StatGrid", () => {
  it("pairs each label (dt) with its value (dd)", () => {
    const { container } = render(
      <StatGrid
        items={[
          { value: "15 jours", label: "pour déployer votre équipe" },
          { value: "98,2 %", label: "de missions renouvelées", detail: "sur les 24 derniers mois" },
        ]}
      />,
    );

    const pairs = [...container.querySelectorAll("dl > div")].map((group) =>
      [...group.children].map((child) => `${child.tagName.toLowerCase()}: ${child.textContent}`),
    );
    expect(pairs).toEqual([
      ["dt: pour déployer votre équipe", "dd: 15 jours"],
      ["dt: de missions renouvelées", "dd: 98,2 %", "dd: sur les 24 derniers mois"],
    ]);
  });
});

describe("PageHero", () => {
  it("renders the page's h1 and a breadcrumb ending on the current page, unlinked", () => {
    render(
      <MemoryRouter>
        <PageHero
          title="Votre équipe IT en Afrique, supervisée depuis Paris"
          lead="Une équipe dédiée, opérationnelle en 15 jours."
          actions={[{ label: "Demander une consultation", to: "/contact" }]}
          breadcrumb={[
            { label: "Accueil", to: "/" },
            { label: "Services", to: "/services" },
            { label: "LIF Shore", to: "/services/lif-shore" },
          ]}
        />
      </MemoryRouter>,
    );

    expect(
      screen.getByRole("heading", { level: 1, name: "Votre équipe IT en Afrique, supervisée depuis Paris" }),
    ).toBeVisible();
    const breadcrumb = screen.getByRole("navigation", { name: "Fil d’Ariane" });
    expect(
      within(breadcrumb)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Accueil", "Services"]);
    expect(within(breadcrumb).getByText("LIF Shore")).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Demander une consultation" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});
