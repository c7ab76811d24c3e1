import { CERTIFICATIONS } from "./certifications";
import { certificationProblems, validateCertifications } from "./course-schema";

// The courses' files and their schema: scripts/content/course-files.test.ts (the build's French messages).
describe("the certification schema", () => {
  it("accepts every certification the catalogue prepares", () => {
    expect(() => validateCertifications(CERTIFICATIONS)).not.toThrow();
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

  it("stops the prerender with every problem listed", () => {
    const { skillBlocks: _, ...broken } = CERTIFICATIONS.ceh;
    expect(() => validateCertifications({ ceh: broken as typeof CERTIFICATIONS.ceh })).toThrow(
      /Certifications LIF Form incomplètes[\s\S]*il manque ce qu’elle dit des blocs de compétences/,
    );
  });
});
