import type { LeadFormSpec } from "./forms-support";

/**
 * Every lead form the browser tests send, written once: where it is, its name, its submit button, a valid
 * fill. The form specs test what is each form's own; lead-forms.spec.ts runs what they all share over this
 * table (a filled honeypot, a refused send).
 */

export const CONTACT_MESSAGE = "Nous cherchons une équipe de trois développeurs React.";
export const CONTACT: LeadFormSpec = {
  path: "/contact",
  name: "Envoyez-nous un message",
  submit: "Envoyer",
  values: (email) => ({ Prénom: "Awa", Nom: "Diop", "E-mail": email, Message: CONTACT_MESSAGE }),
  consent: true,
};

export const CLIENT_NEED = "Un développeur Java senior pour une mission de six mois,\ndémarrage en avril.";
export const CLIENT_REQUEST: LeadFormSpec = {
  path: "/lif-talent/client-entreprise",
  name: "Décrivez votre besoin",
  submit: "Envoyer ma demande",
  values: (email) => ({
    Prénom: "Claire",
    Nom: "Martin",
    "E-mail professionnel": email,
    Entreprise: "Fintech SAS",
    "Votre besoin": CLIENT_NEED,
  }),
  consent: true,
};

export const PDF_BYTES = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");
export const EXPERT_MESSAGE = "Développeuse React et Node.js, 8 ans d’expérience,\ndisponible en mars.";
export const EXPERT_APPLICATION: LeadFormSpec = {
  path: "/lif-talent/expert-it",
  name: "Déposez votre candidature",
  submit: "Envoyer ma candidature",
  values: (email) => ({ Prénom: "Awa", Nom: "Diallo", "E-mail": email, Message: EXPERT_MESSAGE }),
  file: { name: "cv.pdf", mimeType: "application/pdf", buffer: PDF_BYTES },
  consent: true,
};

export const CONSULTATION_NEED = "Une équipe de cinq développeurs Java.";
export const CONSULTATION: LeadFormSpec = {
  path: "/services/lif-shore",
  name: "Demandez votre consultation gratuite",
  submit: "Envoyer ma demande",
  values: (email) => ({
    "Nom et prénom": "Awa Diop",
    "E-mail professionnel": email,
    Entreprise: "ACME",
    "Votre besoin": CONSULTATION_NEED,
  }),
  consent: true,
};

export const GUIDE: LeadFormSpec = {
  path: "/services/lif-shore",
  name: /^Recevoir le guide/,
  submit: "Recevoir le guide",
  values: (email) => ({ "Nom et prénom": "Awa Diop", "E-mail professionnel": email, Entreprise: "ACME" }),
  consent: false,
};

export const ASSESSMENT_NEED =
  "Une équipe de 5 développeurs à Tunis.\nDonnées de santé : quelles obligations RGPD et NIS2 ?";
export const ASSESSMENT: LeadFormSpec = {
  path: "/services/lif-shore/demander-evaluation-gratuite",
  name: "Demandez votre évaluation gratuite",
  submit: "Demander mon évaluation gratuite",
  values: (email) => ({
    Prénom: "Karim",
    Nom: "Benali",
    "Email professionnel": email,
    "Votre projet (facultatif)": ASSESSMENT_NEED,
  }),
  consent: false,
};
