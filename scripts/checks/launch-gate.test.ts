// @vitest-environment node

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { courseToConfirm } from "../../app/content/form/to-confirm";
import { COPY_FILES } from "../content/copy-files";
import { readCourses } from "../content/course-files";
import { testimonialsWithoutConsent } from "../content/testimonial-consent";
import { missingLegalValues, pendingFacts, unconfirmedFacts, unconfirmedSettings } from "./launch-gate";

describe("launch gate", () => {
  it("finds null legal values at any depth", () => {
    expect(missingLegalValues({ rcs: null, name: "LIF", host: { name: null, phone: "1" } }, "legal")).toEqual(
      ["legal.rcs", "legal.host.name"],
    );
  });

  it("lists the missing tag manager id, and not once it is set", () => {
    const line = "identifiant Google Tag Manager : VITE_GTM_ID non défini";
    expect(pendingFacts({})).toContain(line);
    expect(pendingFacts({ VITE_GTM_ID: "GTM-ABC1234" })).not.toContain(line);
  });

  it("lists every course-sheet value the owner has still to publish", () => {
    const lines = pendingFacts({});
    expect(lines.filter((line) => line.startsWith("à confirmer : Fiche «"))).toHaveLength(9);
    expect(lines).toContainEqual(
      expect.stringMatching(/^à confirmer : Certification CEH \(France Compétences\) : code RS/),
    );
  });

  it("lets a course go once the owner has published its values and ticked it as confirmed in the CMS", () => {
    const [course] = readCourses();
    if (!course) throw new Error("empty catalogue");
    const published = {
      ...course,
      price: { ...course.price, interPerLearnerExclVat: 1850 },
      access: { requestToSession: "2 à 4 semaines", enrolUntil: "10 jours avant la session" },
      results: {
        period: "sessions de janvier à juin 2027",
        learners: 24,
        satisfactionPercent: 92,
        completionPercent: 100,
        successPercent: 80,
      },
    };
    const sheetLines = (confirmed: boolean) =>
      courseToConfirm([{ ...published, confirmed }]).filter(({ fact }) => fact.startsWith("Fiche"));
    expect(sheetLines(true)).toEqual([]);
    expect(sheetLines(false)).toEqual([
      {
        fact: `Fiche «\u00a0${course.title}\u00a0» : fiche entière à vérifier, puis cocher « Fiche confirmée par LIF Group »`,
        where: `CMS « Formations », content/formations/${course.slug}.json`,
      },
    ]);
  });

  it("names the CMS field to fill for a missing legal identifier", () => {
    expect(pendingFacts({})).toContain(
      "valeur légale manquante, à saisir dans le CMS : Réglages du site › Mentions légales › Immatriculation RCS (content/settings.json)",
    );
  });

  it("lists each provisional setting the owner has not ticked as confirmed, and only those", () => {
    expect(unconfirmedSettings({ phone: false, links: true })).toEqual(["confirmed.phone"]);
    expect(pendingFacts({})).toContain(
      "valeur provisoire, à vérifier puis cocher dans le CMS : Réglages du site › Valeurs confirmées par LIF Group › Téléphone confirmé (content/settings.json)",
    );
  });

  it("lists each facts' file whose « Chiffres confirmés » box is not ticked, named as the CMS names it", () => {
    expect(unconfirmedFacts(["content/faits/reglementation.json"])).toEqual([
      "valeurs provisoires, à vérifier puis cocher dans le CMS : Faits et chiffres › Montants réglementaires › Montants confirmés par LIF Group (content/faits/reglementation.json)",
    ]);
    expect(unconfirmedFacts([])).toEqual([]);
    expect(pendingFacts({})).toContain(
      "valeurs provisoires, à vérifier puis cocher dans le CMS : Faits et chiffres › Le groupe › Chiffres confirmés par LIF Group (content/faits/groupe.json)",
    );
  });

  it("lists each testimonial whose « Accord écrit reçu » box is not ticked, by page and role, and only those", () => {
    const lines = pendingFacts({});
    expect(lines).toContain(
      "accord écrit de la personne citée à recevoir, puis cocher dans le CMS : Témoignages › Page LIF Form › n°\u00a01, «\u00a0Analyste SOC\u00a0» › Accord écrit reçu (content/temoignages/lif-form.json)",
    );
    // One line per quote of the 12 files while none is ticked; the talent modules' catch-all lines are gone.
    const quotes = COPY_FILES.filter(({ file }) => file.startsWith("content/temoignages/")).flatMap(
      ({ file }) => (JSON.parse(readFileSync(file, "utf8")) as { items: unknown[] }).items,
    );
    expect(lines.filter((line) => line.startsWith("accord écrit de la personne citée"))).toHaveLength(
      quotes.length,
    );
    expect(lines.filter((line) => line.includes("les témoignages (accord écrit"))).toEqual([]);
  });

  it("lets a testimonial go once its box is ticked", () => {
    const root = mkdtempSync(join(tmpdir(), "lif-consent-"));
    try {
      cpSync("admin/config.yml", join(root, "admin/config.yml"));
      cpSync("content/temoignages", join(root, "content/temoignages"), { recursive: true });
      const file = join(root, "content/temoignages/lif-form.json");
      const data = JSON.parse(readFileSync(file, "utf8")) as { items: { writtenConsent: boolean }[] };
      for (const item of data.items.slice(1)) item.writtenConsent = true;
      writeFileSync(file, JSON.stringify(data));
      const lifForm = testimonialsWithoutConsent(root).filter((line) =>
        line.endsWith("(content/temoignages/lif-form.json)"),
      );
      expect(lifForm).toEqual([expect.stringContaining("n°\u00a01, «\u00a0Analyste SOC\u00a0»")]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
