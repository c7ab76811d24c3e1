import { DECLARATION_SENTENCE, QUALIOPI_MANDATORY_SENTENCE } from "~/facts/form";
import { CPF_RULES } from "~/facts/regulation";
import { SITE } from "~/site.config";
import { readCourses } from "../../../scripts/content/course-files";
import { strings } from "../strings";
import { CERTIFICATIONS } from "./certifications";
import { courseSheet, DOMAIN_CARDS } from "./course-sheet";
import { COURSES, courseBySlug, DOMAINS } from "./courses";
import { cybersecurity } from "./cybersecurity";
import { lifForm } from "./lif-form";
import { networks } from "./networks";
import { security } from "./security";

const PAGES = { lifForm, cybersecurity, networks, security };

describe("the LIF Form catalogue", () => {
  it("holds three courses in each of the three domains", () => {
    expect(DOMAINS.map((domain) => domain.key)).toEqual(["cybersecurite", "reseaux", "securite"]);
    for (const domain of DOMAINS) {
      expect(
        COURSES.filter((course) => course.domain === domain.key),
        domain.key,
      ).toHaveLength(3);
    }
  });

  it.each(COURSES.map((course) => [course.slug, course] as const))("%s fills every field", (_, course) => {
    expect(course.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const text of [course.title, course.summary]) expect(text.length).toBeGreaterThan(10);
    for (const list of [course.objectives, course.audience, course.prerequisites, course.assessment]) {
      expect(list.length).toBeGreaterThan(0);
      for (const item of list) expect(item.trim()).not.toBe("");
    }
    expect(course.outline.length).toBeGreaterThanOrEqual(3);
    for (const module of course.outline) expect(module.topics.length).toBeGreaterThanOrEqual(2);
    // Days of seven hours, as the session schedule says.
    expect(course.duration.hours).toBe(course.duration.days * 7);
    expect(course.formats.length).toBeGreaterThan(0);
    expect(["Débutant", "Intermédiaire", "Avancé", "Tous niveaux"]).toContain(course.level);
    // Only the preparation of a certification can be bought with the CPF.
    if (course.cpfEligible) expect(course.certification).not.toBeNull();
  });

  it("is the same read by the site (Vite) as by the build's checks and the browser tests (Node)", () => {
    expect(COURSES).toEqual(readCourses());
  });

  it("gives each course its own slug and title", () => {
    expect(new Set(COURSES.map((course) => course.slug)).size).toBe(COURSES.length);
    expect(new Set(COURSES.map((course) => course.title)).size).toBe(COURSES.length);
    expect(courseBySlug("preparation-ccna")?.certification).toBe("ccna");
    expect(courseBySlug("inconnue")).toBeUndefined();
  });

  it("prepares CEH, CISSP, CCNA and CompTIA Security+, each by one course", () => {
    expect(Object.values(CERTIFICATIONS).map((certification) => certification.name)).toEqual([
      "CEH",
      "CISSP",
      "CCNA",
      "Security+",
    ]);
    for (const key of Object.keys(CERTIFICATIONS)) {
      expect(
        COURSES.filter((course) => course.certification === key),
        key,
      ).toHaveLength(1);
    }
  });
});

describe("the pages read the catalogue", () => {
  it("list each domain's three course titles on the service page", () => {
    expect(DOMAIN_CARDS.map((card) => card.courses.map((course) => course.title))).toEqual(
      DOMAINS.map((domain) =>
        COURSES.filter((course) => course.domain === domain.key).map((course) => course.title),
      ),
    );
  });

  it("send each course's call to action to the contact form, naming the course", () => {
    const [first] = COURSES;
    if (!first) throw new Error("empty catalogue");
    const sheet = courseSheet(first);
    expect(sheet.action.to).toBe("/contact?formation=preparation-ceh");
    expect(sheet.action.context).toContain(first.title);
    expect(cybersecurity.courses.items.map((item) => item.id)).toEqual([
      "preparation-ceh",
      "preparation-cissp",
      "analyste-soc",
    ]);
  });

  it("state the funding honestly: CPF eligibility, the holder's participation and the ceiling, with their legal references", () => {
    const funding = strings(lifForm.funding).join("\n");
    expect(funding).toContain("France Compétences");
    expect(funding).toContain(`participation forfaitaire de ${CPF_RULES.contribution.value}`);
    expect(funding).toContain(CPF_RULES.contribution.reference);
    expect(funding).toContain(`au plus ${CPF_RULES.specificRegistryCeiling.value} par formation`);
    expect(funding).toContain(CPF_RULES.specificRegistryCeiling.reference);
    expect(lifForm.funding.paths.map((path) => path.id)).toEqual([
      "financement-cpf",
      "financement-opco",
      "financement-plan",
    ]);
  });

  it("quote Qualiopi's mandatory sentence and the declaration's legal wording", () => {
    expect(QUALIOPI_MANDATORY_SENTENCE).toBe(
      "La certification qualité a été délivrée au titre de la catégorie d’action suivante\u00a0: actions de formation",
    );
    const number = SITE.legal.trainingDeclarationNumber ?? "en cours d’attribution";
    expect(DECLARATION_SENTENCE).toBe(
      `Déclaration d’activité enregistrée sous le numéro ${number} auprès du préfet de région d’Île-de-France. Cet enregistrement ne vaut pas agrément de l’État.`,
    );
    const mentions = lifForm.accreditations.items.map((item) =>
      "mention" in item ? item.mention.text : null,
    );
    expect(mentions).toEqual([QUALIOPI_MANDATORY_SENTENCE, null, DECLARATION_SENTENCE]);
  });

  it("never say Datadock certified today, nor listed at all: Datadock ended before LIF Form began", () => {
    const datadock = lifForm.accreditations.items[1];
    expect(datadock.text).toContain("n’y a donc jamais été référencé");
    expect(datadock.text).toContain("1er\u00a0janvier 2022");
    expect(strings(PAGES).join("\n")).not.toMatch(/jusqu’en 2021/);
    expect(strings(PAGES).join("\n")).not.toMatch(/certifié Datadock|Datadock certifié/i);
  });

  it("invent no price", () => {
    expect(strings(PAGES).join("\n")).not.toMatch(/\d\s?€\s?(HT|TTC)|à partir de \d/i);
  });
});

describe("French typography of the LIF Form copy", () => {
  const texts = strings(PAGES).concat(strings(COURSES), strings(CERTIFICATIONS));

  it.each([
    ["an ordinary space before : ; ! ?", / [:;!?]/],
    ["an ordinary space inside « »", /« | »/],
    ["a straight apostrophe", /[A-Za-zÀ-ÿ]'[A-Za-zÀ-ÿ]/],
    ["hours glued to the number", /\b\d+h(?![a-zà-ÿ0-9])/],
    ["a breaking space between a number and its unit", /\b\d+ (h|€|%|jours?|mois|ans)(?![a-zà-ÿ])/],
  ])("has no %s", (_, pattern) => {
    expect(texts.filter((text) => pattern.test(text))).toEqual([]);
  });
});
