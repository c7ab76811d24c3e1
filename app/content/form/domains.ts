import { type LucideIcon, Network, ShieldCheck, ShieldHalf } from "lucide-react";
import type { PagePath } from "~/pages";

/**
 * LIF Form's three domains, in the order the pages list them: each has its page, and each course of the catalogue
 * (content/formations/, read by ./courses.ts) names its domain by key. The page structure stays in code: a domain
 * is added here and in app/pages.ts, a course in the CMS.
 */

export type DomainKey = "cybersecurite" | "reseaux" | "securite";

export type Domain = {
  key: DomainKey;
  /** The domain as a card or a link names it. */
  name: string;
  path: Extract<PagePath, `/lif-form/${string}`>;
  icon: LucideIcon;
  /** What the domain promises, in one sentence (domain cards). */
  promise: string;
};

export const DOMAINS = [
  {
    key: "cybersecurite",
    name: "Cybersécurité",
    path: "/lif-form/cybersecurite",
    icon: ShieldHalf,
    promise:
      "Attaquer pour mieux défendre, détecter et répondre\u00a0: les compétences offensives et défensives d’une équipe sécurité.",
  },
  {
    key: "reseaux",
    name: "Réseaux",
    path: "/lif-form/reseaux",
    icon: Network,
    promise:
      "Du premier plan d’adressage au réseau cloisonné\u00a0: des bases solides, la certification Cisco et la sécurité du réseau.",
  },
  {
    key: "securite",
    name: "Sécurité des systèmes d’information",
    path: "/lif-form/securite",
    icon: ShieldCheck,
    promise:
      "La sécurité, affaire de toute l’organisation\u00a0: un socle certifiant, la gouvernance et la conformité, les bons réflexes pour tous.",
  },
] as const satisfies readonly Domain[];

export type DomainPath = (typeof DOMAINS)[number]["path"];

export function domainOf(key: DomainKey): Domain {
  const domain = DOMAINS.find((entry) => entry.key === key);
  if (!domain) throw new Error(`Unknown domain ${key}`);
  return domain;
}
