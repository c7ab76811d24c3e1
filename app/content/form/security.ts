import { domainPage } from "./domain-page";

/** Copy of /lif-form/securite. */
export const security = domainPage("securite", {
  hero: {
    lead: "La sécurité ne se joue pas qu’au SOC\u00a0: une certification socle pour vos informaticiens, la gouvernance et la conformité RGPD et NIS2 pour vos responsables, les bons réflexes pour tous vos collaborateurs.",
  },
  courses: {
    eyebrow: "Trois formations",
    title: "Une formation pour chaque niveau de l’organisation",
    intro:
      "Des collaborateurs aux directions, en passant par les équipes informatiques\u00a0: chacun sa formation, du réflexe quotidien à la certification CompTIA Security+. Chaque fiche détaille les objectifs, le public, les prérequis et le programme.",
  },
  cta: {
    title: "Toute votre organisation à sensibiliser\u00a0?",
    text: "Dites-nous combien de personnes vous souhaitez former et à quel niveau\u00a0: nous vous proposons des sessions, en intra si vous le souhaitez, et un plan de financement.",
  },
});
