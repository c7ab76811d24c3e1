import { CERTIFICATIONS } from "./certifications";
import { certificationProblems, courseProblems, validateCatalogue } from "./course-schema";
import { COURSES } from "./courses";

const [first] = COURSES;
if (!first) throw new Error("empty catalogue");
/** The first course without one field (a copy: the catalogue stays untouched). */
const without = (path: readonly string[]) => {
  const copy = structuredClone(first) as Record<string, unknown>;
  const [head, tail] = path;
  if (tail) delete (copy[head as string] as Record<string, unknown>)[tail];
  else delete copy[head as string];
  return copy;
};

describe("the course schema", () => {
  it("accepts every course and certification of the catalogue", () => {
    expect(() => validateCatalogue(COURSES, CERTIFICATIONS)).not.toThrow();
  });

  it.each([
    [["price", "intraRule"], "il manque sa règle de prix intra-entreprise"],
    [["price", "interPerLearnerExclVat"], "il manque son prix inter-entreprises par stagiaire HT"],
    [["access"], "il manque ses délais d’accès"],
    [["access", "enrolUntil"], "il manque sa date limite d’inscription"],
    [["teachingMethods"], "il manque ses méthodes pédagogiques"],
    [["updatedOn"], "il manque la date de mise à jour de sa fiche"],
    [["results"], "il manque ses résultats"],
  ])("names the course and the missing %j", (path, message) => {
    const problems = courseProblems(without(path));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`Formation «\u00a0${first.title}\u00a0»\u00a0: ${message}`);
  });

  it("says « vérifiez » for a value of the wrong shape", () => {
    expect(courseProblems({ ...first, updatedOn: "26/11/2026" })[0]).toContain(
      "vérifiez la date de mise à jour de sa fiche",
    );
  });

  it("requires a certification's RS code field, null while the owner has not confirmed it", () => {
    const { registry, ...rest } = CERTIFICATIONS.ceh;
    const withoutCode = { ...rest, registry: { ...registry, code: undefined } };
    expect(certificationProblems(withoutCode)).toEqual([
      "Certification «\u00a0CEH\u00a0»\u00a0: il manque son code RS (null tant qu’il n’est pas confirmé).",
    ]);
    expect(certificationProblems({ ...rest, registry: { ...registry, code: "RS12" } })[0]).toContain(
      "vérifiez son code RS",
    );
  });

  it("stops the build with every problem listed", () => {
    const broken = without(["price", "intraRule"]) as unknown as (typeof COURSES)[number];
    expect(() => validateCatalogue([broken], CERTIFICATIONS)).toThrow(/Catalogue LIF Form incomplet/);
  });
});
