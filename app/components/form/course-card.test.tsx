import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { CourseCard } from "./course-card";

const COURSE = {
  id: "preparation-ccna",
  title: "Routage et commutation\u00a0: préparation à la certification CCNA",
  summary: "Installer, configurer et dépanner un réseau d’entreprise.",
  badges: ["Intermédiaire", "Prépare CCNA"],
  facts: [
    { label: "Durée", value: "5\u00a0jours · 35\u00a0h" },
    { label: "CPF", value: "Éligible, sous conditions", note: "Si la certification est enregistrée" },
  ],
  objectives: { title: "Objectifs", items: ["Configurer des VLAN"] },
  audience: { title: "Public", items: ["Administrateurs réseau"] },
  prerequisites: { title: "Prérequis", items: ["Adressage IPv4"] },
  outline: {
    summary: "Programme détaillé\u00a0: 2\u00a0modules",
    modules: [
      { title: "Commutation", topics: ["VLAN", "Spanning Tree"] },
      { title: "Routage", topics: ["Routage statique", "OSPF"] },
    ],
  },
  assessment: { title: "Modalités d’évaluation", items: ["Examen blanc"] },
  sections: [
    { title: "Méthodes pédagogiques", items: ["Laboratoires"] },
    {
      title: "Certification préparée",
      facts: [
        { label: "Intitulé", value: "Cisco Certified Network Associate (CCNA)" },
        { label: "Code France Compétences", value: "RS0000", href: "https://example.org/rs/0000/" },
      ],
    },
  ],
  updated: { label: "Fiche mise à jour le", text: "26\u00a0novembre 2026", iso: "2026-11-26" },
  action: {
    label: "Demander le programme et les dates",
    to: "/contact?formation=preparation-ccna",
    context: "de la formation «\u00a0Routage et commutation\u00a0»",
  },
} as const;

describe("CourseCard", () => {
  it("shows every field of the sheet, the programme in a closed disclosure that opens", async () => {
    render(
      <MemoryRouter>
        <CourseCard {...COURSE} />
      </MemoryRouter>,
    );

    const card = screen.getByRole("article", { name: COURSE.title });
    expect(card).toHaveAttribute("id", "preparation-ccna");
    expect(within(card).getByRole("heading", { level: 3 }).textContent).toBe(COURSE.title);
    expect(
      within(card)
        .getAllByRole("heading", { level: 4 })
        .map((heading) => heading.textContent),
    ).toEqual([
      "Objectifs",
      "Public",
      "Prérequis",
      "Modalités d’évaluation",
      "Méthodes pédagogiques",
      "Certification préparée",
    ]);
    expect(within(card).getByText(/^Fiche mise à jour le/)).toHaveTextContent(
      "Fiche mise à jour le 26 novembre 2026",
    );
    expect(within(card).getByRole("link", { name: "RS0000" })).toHaveAttribute(
      "href",
      "https://example.org/rs/0000/",
    );
    expect(within(card).getByText("Intitulé").nextElementSibling).toHaveTextContent(
      "Cisco Certified Network",
    );
    expect(within(card).getByText("Durée").nextElementSibling).toHaveTextContent("5 jours · 35 h");

    const outline = within(card)
      .getByText(/^Programme détaillé/)
      .closest("details");
    expect(outline).not.toHaveAttribute("open");
    await userEvent.click(within(card).getByText(/^Programme détaillé/));
    expect(outline).toHaveAttribute("open");
    expect(within(outline as HTMLElement).getByText("OSPF")).toBeVisible();

    const action = within(card).getByRole("link", {
      name: /^Demander le programme et les dates de la formation/,
    });
    expect(action).toHaveAttribute("href", "/contact?formation=preparation-ccna");
    expect(action).toHaveAccessibleName(
      "Demander le programme et les dates de la formation «\u00a0Routage et commutation\u00a0»",
    );
  });
});
