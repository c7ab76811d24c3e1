import type { PagePath } from "~/pages";

export type ServiceFacts = {
  /** The brand of the service line selling it. */
  brand: "LIF Shore" | "LIF Form" | "LIF Talent";
  /** Free of charge, as the page says. */
  free?: true;
};

/**
 * The pages that sell a service, with the service line that sells it; a page missing here carries no Service
 * node. What the service is called, its type and its audience are words: the page's `service` group in
 * content/referencement.json (« Référencement »), which the build requires on exactly these pages
 * (app/content/files/seo-schema.ts). A module of its own: the build's checks read it without the JSON-LD builder.
 */
export const SERVICE_PAGES: Readonly<Partial<Record<PagePath, ServiceFacts>>> = Object.freeze({
  "/services/lif-shore": { brand: "LIF Shore" },
  "/services/lif-shore/conformite-et-organisation": { brand: "LIF Shore" },
  "/services/lif-shore/service-nearshore-afrique": { brand: "LIF Shore" },
  "/services/lif-shore/nos-services": { brand: "LIF Shore" },
  "/services/lif-shore/recrutement-talents-afrique": { brand: "LIF Shore" },
  "/services/lif-shore/strategie-externalisation-agile": { brand: "LIF Shore" },
  "/services/lif-shore/demander-evaluation-gratuite": { brand: "LIF Shore", free: true },
  "/services/lif-form": { brand: "LIF Form" },
  "/services/lif-talent": { brand: "LIF Talent" },
  "/lif-talent/client-entreprise": { brand: "LIF Talent" },
  "/lif-talent/expert-it": { brand: "LIF Talent" },
});
