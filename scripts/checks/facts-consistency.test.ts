// @vitest-environment node
import { claimsIn, contradictions, pageText } from "./facts-consistency";

const NBSP = "\u00a0";
const valuesOf = (text: string, kind: string) =>
  claimsIn(text)
    .filter((claim) => claim.kind === kind)
    .map((claim) => claim.value);

describe("the claims a page makes", () => {
  it.each([
    ["nombre de développeurs", `Avec plus de 700${NBSP}000 développeurs africains francophones`, ["700 000"]],
    ["nombre de développeurs", `développeurs en Afrique en 2021 716${NBSP}000+ de croissance`, ["716 000"]],
    [
      "économies face à un recrutement local",
      `30-50${NBSP}% d’économies face à un recrutement local`,
      ["30 à 50 %"],
    ],
    [
      "économies face à un recrutement local",
      `d’économies possibles sur vos missions -40${NBSP}%`,
      ["-40 %"],
    ],
    ["économies face à un recrutement local", `Jusqu’à 40${NBSP}% d’économies possibles`, ["jusqu’à 40 %"]],
    [
      "délai de réponse à une demande",
      `Un expert vous rappelle dans les 24${NBSP}h ouvrées.`,
      ["24 h ouvrées"],
    ],
    ["délai de réponse à une demande", "et vous recontacter sous 24 heures ouvrées", ["24 h ouvrées"]],
    [
      "délai de réponse à une demande",
      `nous vous répondons sous 24${NBSP}h et vous présentons 2 à 3 profils sous 48${NBSP}h`,
      ["24 h"],
    ],
    [
      "délai de réponse à une candidature",
      `Chaque candidature est lue et reçoit une réponse sous 48${NBSP}h.`,
      ["48 h"],
    ],
    [
      "délai de réponse à une demande",
      `réponse sous 24${NBSP}h à une entreprise, sous 48${NBSP}h à une candidature.`,
      ["24 h"],
    ],
    [
      "délai de réponse à une candidature",
      `réponse sous 24${NBSP}h à une entreprise, sous 48${NBSP}h à une candidature.`,
      ["48 h"],
    ],
    [
      "fréquence de revue des droits d’accès",
      "Des droits accordés par rôle, revus chaque mois et retirés",
      ["mensuelle"],
    ],
    ["fréquence de revue des droits d’accès", "les droits sont revus chaque trimestre", ["trimestrielle"]],
    ["décalage horaire avec Paris", `entre 0 et 2${NBSP}h de décalage avec Paris`, ["0 à 2 h"]],
    ["décalage horaire avec Paris", `L’offshore impose 3${NBSP}h${NBSP}30 à 7${NBSP}h de décalage`, []],
    ["décalage horaire avec Paris", `à l’heure de Paris en hiver, à 1${NBSP}h d’écart en été`, []],
    [
      "titre du contact pour la protection des données",
      "Un délégué à la protection des données",
      ["délégué"],
    ],
    ["titre du contact pour la protection des données", "RSSI, délégués à la protection des données", []],
    ["ville de supervision", "pilotée depuis Paris et Bruxelles.", ["Paris et Bruxelles"]],
    ["participation forfaitaire CPF", `la participation forfaitaire de 103,20${NBSP}€`, ["103,20 €"]],
    [
      "villes nommées ensemble",
      "De Tunis, Casablanca, Alger et Yaoundé",
      ["présence : Alger, Casablanca, Tunis, Yaoundé"],
    ],
    ["villes nommées ensemble", "Dakar et Abidjan : 1 h en hiver", []],
    ["lieu des formations en présentiel", "des parcours certifiants, à Tunis et à distance.", ["Tunis"]],
    ["horaires d’ouverture", "Lun-Ven 9h-18h", ["lun-ven 9h-18h"]],
    ["astreinte 24/7", "Extension des horaires possible, jusqu’au support 24/7", ["payante"]],
    ["délai de présentation des profils", `2 à 3 profils qualifiés sous 48${NBSP}h`, ["48 h"]],
    ["délai de présentation des profils", `Profils présentés en 72${NBSP}heures`, ["72 h"]],
    ["taille du vivier de profils", `un vivier de plus de 20${NBSP}000 profils présélectionnés`, ["20 000"]],
    [
      "délai de mise en place d’une équipe",
      `une équipe dédiée, opérationnelle en 15${NBSP}jours, supervisée depuis Paris`,
      ["15 jours"],
    ],
    ["délai de mise en place d’une équipe", `L’équipe est adaptée en 5${NBSP}jours ouvrés au plus`, []],
    // The search-engine copy's wordings (content/referencement.json), kept literal: decision 030.
    ["délai de mise en place d’une équipe", "Votre équipe IT déployée en Afrique en 15 jours", ["15 jours"]],
    ["délai de mise en place d’une équipe", "Recrutez vos talents IT en Afrique en 15 jours", ["15 jours"]],
    [
      "délai de mise en place d’une équipe",
      "Recrutement de talents IT en Afrique en 15 jours | LIF Shore",
      ["15 jours"],
    ],
    ["délai de mise en place d’une équipe", "recrutez vos talents IT africains en 15 jours.", ["15 jours"]],
    [
      "délai d’adaptation d’une équipe",
      "adaptation de l’équipe en 5 jours ouvrés, collaboration",
      ["5 jours ouvrés"],
    ],
    [
      "délai d’adaptation d’une équipe",
      `L’équipe est adaptée en 5${NBSP}jours ouvrés au plus`,
      ["5 jours ouvrés"],
    ],
    ["engagement initial", "Engagements courts de 1 à 3 mois, adaptation", ["1 à 3 mois"]],
    ["taille des groupes de formation", "en groupe de douze personnes au plus", ["douze"]],
    [
      "plafond CPF du répertoire spécifique",
      `le CPF finance au plus 1${NBSP}500${NBSP}€ par formation préparant une certification du répertoire spécifique`,
      ["1 500 €"],
    ],
    ["taille du catalogue de formations", "9 formations dans 3 domaines", ["9 formations, 3 domaines"]],
    ["taille du catalogue de formations", "3 domaines, 9 formations", ["9 formations, 3 domaines"]],
  ])("%s in « %s »", (kind, text, values) => {
    expect(valuesOf(text, kind)).toEqual(values);
  });
});

describe("contradictions across pages", () => {
  it("names the kind, each value and the pages that state it", () => {
    const found = contradictions([
      { page: "/", text: `30-50${NBSP}% d’économies face à un recrutement local` },
      { page: "/services", text: `30 à 50${NBSP}% d’économies face à un recrutement local` },
      { page: "/lif-talent/backoffice-afrique", text: `Jusqu’à 40${NBSP}% d’économies possibles` },
    ]);
    expect(found).toEqual([
      {
        kind: "économies face à un recrutement local",
        values: [
          { value: "30 à 50 %", pages: ["/", "/services"], excerpt: expect.any(String) },
          { value: "jusqu’à 40 %", pages: ["/lif-talent/backoffice-afrique"], excerpt: expect.any(String) },
        ],
      },
    ]);
  });

  it("catches the home page's literal « en 15 jours » (content/referencement.json) once the fact has changed", () => {
    const found = contradictions([
      { page: "/", text: "Votre équipe IT déployée en Afrique en 15 jours" },
      { page: "/services/lif-shore", text: `Une équipe dédiée, opérationnelle en 10${NBSP}jours.` },
    ]);
    expect(found.map(({ kind, values }) => [kind, values.map(({ value }) => value)])).toEqual([
      ["délai de mise en place d’une équipe", ["15 jours", "10 jours"]],
    ]);
  });

  it("finds none when every page states the same value", () => {
    expect(
      contradictions([
        { page: "/a", text: `Un expert vous rappelle dans les 24${NBSP}h ouvrées.` },
        { page: "/b", text: `nous vous répondons sous 24${NBSP}h ouvrées avec une proposition.` },
      ]),
    ).toEqual([]);
  });

  // JSDOM's first parse is slow on a loaded machine: a generous budget, not a timing assertion.
  it("reads a page's title, description and text nodes apart", { timeout: 30_000 }, () => {
    const html = `<html><head><title>Titre</title><meta name="description" content="supervisée depuis Paris"></head><body><p><strong>30-50 %</strong><span>d’économies</span></p><script>ignored()</script></body></html>`;
    expect(pageText(html)).toBe("Titre supervisée depuis Paris 30-50 % d’économies");
  });
});
