import { domainPage } from "./domain-page";

/** Copy of /lif-form/reseaux. */
export const networks = domainPage("reseaux", {
  hero: {
    lead: "Du premier plan d’adressage au réseau cloisonné\u00a0: trois formations pour vos techniciens et administrateurs, dont la préparation à la certification CCNA de Cisco. Des maquettes virtuelles pour pratiquer, et un parcours qui mène d’une formation à la suivante.",
  },
  courses: {
    eyebrow: "Trois formations",
    title: "Un parcours progressif, du socle à la sécurité",
    intro:
      "Les trois formations s’enchaînent\u00a0: les fondamentaux, puis le routage et la commutation jusqu’au CCNA, puis la sécurité du réseau. Chaque fiche détaille les objectifs, le public, les prérequis et le programme.",
  },
  cta: {
    title: "Des administrateurs réseau à faire progresser\u00a0?",
    text: "Dites-nous d’où partent vos équipes et où elles doivent arriver\u00a0: nous vous proposons un parcours, des dates et un plan de financement.",
  },
});
