import { type LucideIcon, Network, ShieldCheck, ShieldHalf } from "lucide-react";
import type { PagePath } from "~/pages";
import { DOMAIN_COPY } from "./domain-files";

/**
 * LIF Form's three domains, in the order the pages list them: each has its page, and each course of the catalogue
 * (content/formations/, read by ./courses.ts) names its domain by key. The page structure stays in code: a domain
 * is added here and in app/pages.ts, a course in the CMS. A domain's name and promise are its page's file
 * (content/pages/lif-form/<domaine>.json, ./domain-files.ts).
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
    name: DOMAIN_COPY.cybersecurite.name,
    path: "/lif-form/cybersecurite",
    icon: ShieldHalf,
    promise: DOMAIN_COPY.cybersecurite.promise,
  },
  {
    key: "reseaux",
    name: DOMAIN_COPY.reseaux.name,
    path: "/lif-form/reseaux",
    icon: Network,
    promise: DOMAIN_COPY.reseaux.promise,
  },
  {
    key: "securite",
    name: DOMAIN_COPY.securite.name,
    path: "/lif-form/securite",
    icon: ShieldCheck,
    promise: DOMAIN_COPY.securite.promise,
  },
] as const satisfies readonly Domain[];

export type DomainPath = (typeof DOMAINS)[number]["path"];

export function domainOf(key: DomainKey): Domain {
  const domain = DOMAINS.find((entry) => entry.key === key);
  if (!domain) throw new Error(`Unknown domain ${key}`);
  return domain;
}
