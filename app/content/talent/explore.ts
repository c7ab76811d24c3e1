import { BadgeCheck, Building2, Laptop, Scale, UsersRound } from "lucide-react";
import type { LinkGridItem } from "~/components/sections/link-grid";

/** The explorer under every LIF Talent page: the five pages, the current one shown unlinked. */
export const talentExplore = {
  id: "explorer-lif-talent",
  tone: "sand",
  eyebrow: "LIF Talent",
  title: "Explorer LIF Talent",
  intro: "Cinq pages pour comprendre la place de marché, que vous cherchiez un expert ou une mission.",
  navLabel: "Pages LIF Talent",
  links: [
    {
      label: "LIF Talent 2.0",
      to: "/services/lif-talent",
      description: "La place de marché, ses engagements et le cycle de mission.",
      icon: UsersRound,
    },
    {
      label: "Vous êtes expert IT",
      to: "/lif-talent/expert-it",
      description: "Vos conditions, les questions fréquentes et la candidature.",
      icon: Laptop,
    },
    {
      label: "Vous êtes une entreprise",
      to: "/lif-talent/client-entreprise",
      description: "Délais, prix, suivi de mission et demande d’expert.",
      icon: Building2,
    },
    {
      label: "Notre modèle",
      to: "/lif-talent/modele",
      description: "La commission fixe, un exemple chiffré, nos piliers.",
      icon: Scale,
    },
    {
      label: "Back-office Afrique",
      to: "/lif-talent/backoffice-afrique",
      description: "Recherche de talents, évaluation «\u00a0LIF Approved\u00a0», formation et présence.",
      icon: BadgeCheck,
    },
  ] satisfies readonly LinkGridItem[],
} as const;
