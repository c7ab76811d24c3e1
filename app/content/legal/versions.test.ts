import { createHash } from "node:crypto";
import type { LegalDocument } from "~/components/legal/types";
import { VARIANTS } from "~/pages";
import { LEGAL_VERSIONS, type LegalDocumentKey } from "./versions";

/**
 * « Dernière mise à jour » must be the date of the text a visitor reads. Each document's sections, in both
 * variants (the legal notice names the Belgian entity on .be), are hashed and compared with the fingerprint
 * recorded next to its date: a changed text with an unchanged date fails here, naming the document.
 */

async function documentsOf(variant: string): Promise<Record<LegalDocumentKey, LegalDocument>> {
  vi.resetModules();
  vi.stubEnv("VITE_SITE_VARIANT", variant);
  const [{ privacyPolicy }, { legalNotice }, { securityPolicy }] = await Promise.all([
    import("./privacy-policy"),
    import("./legal-notice"),
    import("./security-policy"),
  ]);
  vi.unstubAllEnvs();
  // The Node tests share their worker's modules (vitest.config.ts): drop those read under the stubbed variant, so
  // that no later file imports a Belgian `VARIANT`.
  vi.resetModules();
  return { privacyPolicy, legalNotice, securityPolicy };
}

const texts: Record<LegalDocumentKey, string[]> = { privacyPolicy: [], legalNotice: [], securityPolicy: [] };
beforeAll(async () => {
  for (const variant of VARIANTS) {
    const documents = await documentsOf(variant);
    for (const key of Object.keys(texts) as LegalDocumentKey[])
      texts[key].push(JSON.stringify(documents[key].sections));
  }
});

describe("legal documents' dates", () => {
  it.each(Object.keys(LEGAL_VERSIONS) as LegalDocumentKey[])(
    "%s: its date is that of its current text",
    (key) => {
      const fingerprint = createHash("sha256").update(texts[key].join("\n")).digest("hex").slice(0, 16);
      const { updated, fingerprint: recorded } = LEGAL_VERSIONS[key];
      expect(
        fingerprint,
        `Le texte de « ${key} » a changé depuis sa version du ${updated} : dans app/content/legal/versions.ts, mettez sa date au jour de la mise en ligne du nouveau texte et son empreinte à « ${fingerprint} ».`,
      ).toBe(recorded);
    },
  );

  it("the two variants differ where they should: the Belgian legal notice names the Belgian entity", () => {
    const [france, belgium] = texts.legalNotice;
    expect(france).not.toContain("LIF Group Belgium");
    expect(belgium).toContain("LIF Group Belgium");
  });
});
