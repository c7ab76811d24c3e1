import { domainPage } from "./domain-page";

/** Copy of /lif-form/cybersecurite. */
export const cybersecurity = domainPage("cybersecurite", {
  hero: {
    lead: "Tests d’intrusion, analyse SOC, pilotage de la sécurité\u00a0: trois formations pour les équipes qui défendent vos systèmes, dont deux préparations aux certifications CEH et CISSP. Des laboratoires d’attaque et de défense, des formateurs qui pratiquent, et un examen blanc avant le vrai.",
  },
  courses: {
    eyebrow: "Trois formations",
    title: "De la surveillance au pilotage de la sécurité",
    intro:
      "Choisissez selon votre rôle\u00a0: l’analyste qui surveille et réagit, l’auditeur qui attaque pour tester, le responsable qui gouverne. Chaque fiche détaille les objectifs, le public, les prérequis et le programme.",
  },
  cta: {
    title: "Une équipe sécurité à former\u00a0?",
    text: "Dites-nous qui vous souhaitez former et pour quand\u00a0: nous vous proposons un parcours, des dates et un plan de financement.",
  },
});
