import { render, screen, within } from "@testing-library/react";
import { DonutChart } from "./donut-chart";
import { ProcessSteps } from "./process-steps";
import { RevenueSplit } from "./revenue-split";

const NBSP = "\u00a0";

describe("RevenueSplit", () => {
  it("writes each part, its share of the total and the sum, the bar being hidden from screen readers", () => {
    render(
      <RevenueSplit
        title="Une journée de mission"
        parts={[
          { label: "Le consultant", amount: 700 },
          { label: "LIF Talent", amount: 105 },
        ]}
        total={{ label: "Facturé au client" }}
        unit="HT"
        ofTotal="du montant facturé"
      />,
    );
    const figure = screen.getByRole("figure");
    expect(figure.querySelector("figcaption")).toHaveTextContent("Une journée de mission");
    const text = figure.textContent ?? "";
    expect(text).toContain(`700${NBSP}€ HT87${NBSP}% du montant facturé`);
    expect(text).toContain(`105${NBSP}€ HT13${NBSP}% du montant facturé`);
    expect(text).toContain(`805${NBSP}€ HT`);
    expect(text).toContain(`700${NBSP}€ + 105${NBSP}€ = 805${NBSP}€`);
    expect(figure.querySelector("[aria-hidden=true]")?.textContent).toBe(`700${NBSP}€105${NBSP}€`);
  });
});

describe("DonutChart", () => {
  it("lists every share as text and scales the ring to the total", () => {
    const { container } = render(
      <DonutChart
        title="Compétences"
        items={[
          { label: "Web", value: 60 },
          { label: "Data", value: 40 },
        ]}
      />,
    );
    const figure = screen.getByRole("figure");
    expect(figure.querySelector("figcaption")).toHaveTextContent("Compétences");
    expect(
      within(figure)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([`Web${NBSP}: 60${NBSP}%`, `Data${NBSP}: 40${NBSP}%`]);
    const arcs = [...container.querySelectorAll("circle")];
    expect(arcs.map((arc) => arc.getAttribute("stroke-dashoffset"))).toEqual(["0", "-60"]);
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });
});

describe("ProcessSteps", () => {
  it("is an ordered list whose headings name each step's number", () => {
    render(
      <ProcessSteps
        steps={[
          { title: "Besoin", text: "Nous cadrons.", meta: `24${NBSP}h` },
          { title: "Profils", text: "Nous présentons." },
        ]}
        words={{ step: "Étape", who: "Qui" }}
      />,
    );
    expect(screen.getByRole("list").tagName).toBe("OL");
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      `Étape 1${NBSP}: Besoin`,
      `Étape 2${NBSP}: Profils`,
    ]);
  });
});
