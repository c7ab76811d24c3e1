import { getDefaultNormalizer, render, screen, within } from "@testing-library/react";
import { ShieldCheck } from "lucide-react";
import { MemoryRouter } from "react-router";
import { CheckList } from "./check-list";
import { CtaBand } from "./cta-band";
import { Faq } from "./faq";
import { FeatureGrid } from "./feature-grid";
import { Prose } from "./prose";
import { Section } from "./section";
import { SplitBar } from "./split-bar";
import { Testimonials } from "./testimonials";
import { Timeline } from "./timeline";

describe("Testimonials", () => {
  it("signs a quote with a role, a kind of company and a monogram drawn from the role", () => {
    render(
      <Testimonials
        items={[
          {
            quote: "Notre équipe à Tunis était opérationnelle en deux semaines.",
            role: "DSI",
            company: "scale-up fintech, Paris",
            figures: [{ value: "-37\u00a0%", label: "coûts" }],
            figuresLabel: "Résultats",
          },
        ]}
      />,
    );

    const figure = screen.getByRole("figure");
    expect(
      within(figure).getByText("Notre équipe à Tunis était opérationnelle en deux semaines."),
    ).toBeVisible();
    expect(figure.querySelector("figcaption")?.textContent).toBe("DSDSIscale-up fintech, Paris");
    expect(within(figure).getByRole("list", { name: "Résultats" })).toHaveTextContent("-37 % coûts");
  });
});

describe("every block", () => {
  it("renders in a page without a React warning", () => {
    render(
      <MemoryRouter>
        <Section
          id="methode"
          eyebrow="Méthode"
          title="Comment nous travaillons"
          intro="Quatre étapes."
          tone="sand"
        >
          <Timeline
            items={[
              { marker: "01", title: "Cadrage", text: "Nous définissons le besoin.", meta: "48 h" },
              { marker: "02", title: "Déploiement", text: "Votre équipe démarre.", meta: "15 jours" },
            ]}
          />
          <FeatureGrid
            columns={2}
            items={[
              {
                icon: ShieldCheck,
                title: "RGPD",
                text: "Données hébergées en Europe.",
                link: { label: "En savoir plus", to: "/contact" },
              },
              { title: "NIS2", text: "Procédures documentées.", badge: "Nouveau" },
            ]}
          />
          <SplitBar
            items={[
              { label: "Web", value: 60 },
              { label: "Data", value: 40 },
            ]}
          />
          <CheckList columns={2} items={["Engagement court", "Supervision depuis Paris"]} />
          <Faq items={[{ question: "Combien de temps\u00a0?", answer: "Quinze jours.\n\nParfois moins." }]} />
          <Prose>
            <h2>Éditeur du site</h2>
            <p>LIF Group</p>
          </Prose>
        </Section>
        <CtaBand
          title="Parlons de votre projet"
          text="Réponse sous 24h ouvrées."
          actions={[{ label: "Nous contacter", to: "/contact" }]}
        />
      </MemoryRouter>,
    );

    expect(screen.getByRole("region", { name: "Comment nous travaillons" })).toHaveAttribute("id", "methode");
    expect(screen.getByRole("heading", { level: 2, name: "Comment nous travaillons" })).toHaveAttribute(
      "id",
      "methode-titre",
    );
    expect(screen.getByRole("region", { name: "Parlons de votre projet" })).toBeVisible();
    expect(screen.getByRole("link", { name: "En savoir plus" })).toHaveAccessibleDescription("RGPD");
    expect(
      screen
        .getByText("Combien de temps\u00a0?", {
          normalizer: getDefaultNormalizer({ collapseWhitespace: false }),
        })
        .closest("details"),
    ).not.toHaveAttribute("open");
  });
});
