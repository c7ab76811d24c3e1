import {
  BriefcaseBusiness,
  Globe2,
  LayoutDashboard,
  type LucideIcon,
  Repeat,
  ShieldCheck,
  UsersRound,
} from "lucide-react";
import type { PagePath } from "~/pages";

type ShoreExploreLink = {
  label: string;
  to: PagePath;
  description: string;
  icon: LucideIcon;
};

/**
 * The LIF Shore explorer under the shore pages: the six sub-pages, in the order of the header menu.
 * The block always lists the six cards and shows the current page's card unlinked ("Vous êtes ici"), so a
 * sub-page links the five others and the landing, which is not one of the six, links all six.
 */
export const explore = {
  eyebrow: "LIF Shore",
  title: "Explorez LIF Shore",
  intro:
    "Conformité, recrutement, services, pilotage : chaque page répond à une question précise sur votre future équipe.",
  navLabel: "Pages LIF Shore",
  links: [
    {
      label: "Conformité et organisation",
      to: "/services/lif-shore/conformite-et-organisation",
      description: "RGPD, NIS2, infrastructure sécurisée et pilotage depuis Paris.",
      icon: ShieldCheck,
    },
    {
      label: "Service nearshore en Afrique",
      to: "/services/lif-shore/service-nearshore-afrique",
      description: "Nearshore ou offshore : la comparaison, le vivier de talents, six raisons.",
      icon: Globe2,
    },
    {
      label: "Nos services",
      to: "/services/lif-shore/nos-services",
      description: "Équipes dédiées, support multilingue, développement agile, cybersécurité.",
      icon: BriefcaseBusiness,
    },
    {
      label: "Recrutement de talents",
      to: "/services/lif-shore/recrutement-talents-afrique",
      description: "Un processus express en cinq étapes : votre équipe prête en 15 jours.",
      icon: UsersRound,
    },
    {
      label: "Externalisation agile",
      to: "/services/lif-shore/strategie-externalisation-agile",
      description: "Des engagements courts et une équipe qui s’ajuste sprint après sprint.",
      icon: Repeat,
    },
    {
      label: "Tableau de bord",
      to: "/services/lif-shore/dashboard",
      description: "Performance, ressources, projets et conformité suivis en temps réel.",
      icon: LayoutDashboard,
    },
  ] as const satisfies readonly ShoreExploreLink[],
} as const;
