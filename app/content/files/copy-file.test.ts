// @vitest-environment node
import { PLACEHOLDER_VALUES } from "~/content/placeholders";
import { TALENT_FIGURES } from "~/content/talent/figures";
import { prepareCopy } from "~/lib/copy-file";
import { FAQS, lifFormFaq } from "./faqs";
import { NAV, NAVIGATION_LABELS } from "./navigation";
import { PARTNER_KINDS } from "./partners";
import { readCopy } from "./read-copy";
import { QUOTES, TESTIMONIALS } from "./testimonials";

const NBSP = "\u00a0";

describe("a copy file prepared for the pages", () => {
  it("typesets prose, fills placeholders, and leaves codes as typed", () => {
    const { copy, unknown } = prepareCopy(
      {
        items: [
          { answer: "Une commission de {commission} : c'est tout !", link: { label: "Voir", to: "/a:b" } },
        ],
        icon: "ecole",
      },
      PLACEHOLDER_VALUES,
    );
    expect(copy).toEqual({
      items: [
        {
          answer: `Une commission de ${TALENT_FIGURES.commission}${NBSP}: c’est tout${NBSP}!`,
          link: { label: "Voir", to: "/a:b" },
        },
      ],
      icon: "ecole",
    });
    expect(unknown).toEqual([]);
  });

  it("collects each unknown placeholder by its field's path", () => {
    expect(
      prepareCopy({ items: [{ quote: "ok" }, { quote: "{x} et {commission}" }] }, PLACEHOLDER_VALUES).unknown,
    ).toEqual([{ path: "items.1.quote", name: "x" }]);
    expect(() => readCopy("content/faq/x.json", { items: [{ answer: "{note-devis}" }] })).toThrow(
      "Texte à remplacer inconnu : {note-devis} (content/faq/x.json, items.0.answer)",
    );
  });

  it("gives the pages every file's text with no placeholder left and French spacing", () => {
    const texts = JSON.stringify([
      QUOTES,
      TESTIMONIALS,
      FAQS,
      lifFormFaq("fr"),
      lifFormFaq("be"),
      PARTNER_KINDS.map(({ icon, ...partner }) => partner),
      NAV,
      NAVIGATION_LABELS,
    ]);
    expect(texts).not.toMatch(/\{[^{}"]*\}/);
    expect(texts).not.toMatch(/ [:;!?»]/);
    expect(texts).not.toMatch(/« /);
  });

  it("reads the facts worded per site for the page that asks", () => {
    const costs = (variant: "fr" | "be") =>
      lifFormFaq(variant).find((item) => item.question.startsWith("Combien coûte"))?.answer;
    expect(costs("fr")).toContain("participation forfaitaire");
    expect(costs("be")).toContain("votre Région");
  });
});
