import { SITE } from "~/site.config";

/**
 * Every notice the forms show, in one place. Titles and descriptions of the contact, talent and assessment
 * notices are the spec's, word for word; the others (consultation, guide, offline, file too large) are ours.
 */
export type Notice = { title: string; description: string };

export const CONTACT_SUCCESS: Notice = {
  title: "Message envoyé avec succès",
  description: "Nous vous répondrons dans les plus brefs délais.",
};
export const CONTACT_FAILURE: Notice = {
  title: "Échec de l’envoi",
  description: "Une erreur est survenue. Veuillez réessayer plus tard.",
};

export const FORM_INCOMPLETE: Notice = {
  title: "Erreur de formulaire",
  description: "Veuillez remplir tous les champs et accepter les conditions RGPD.",
};

// The CV's inline errors and hint live with the file checks, in cv-file.ts; field errors in rules.ts.

export const EXPERT_FAILURE: Notice = {
  title: "Erreur de transmission",
  description:
    "Une erreur est survenue lors de l’envoi de votre candidature. Veuillez réessayer ultérieurement.",
};
export const CLIENT_FAILURE: Notice = {
  title: "Erreur de transmission",
  description: "Une erreur est survenue lors de l’envoi de votre demande. Veuillez réessayer ultérieurement.",
};
export const EXPERT_SUCCESS: Notice = {
  title: "Candidature envoyée\u00a0!",
  description: "Nous avons bien reçu votre candidature et reviendrons vers vous rapidement.",
};
export const CLIENT_SUCCESS: Notice = {
  title: "Demande envoyée\u00a0!",
  description: "Nous avons bien reçu votre demande et reviendrons vers vous rapidement.",
};
export const ASSESSMENT_FAILURE: Notice = {
  title: "Une erreur est survenue",
  description: "Veuillez réessayer ultérieurement ou nous contacter directement.",
};
export const ASSESSMENT_SUCCESS: Notice = {
  title: "Demande envoyée avec succès\u00a0!",
  description: "Un de nos experts va vous contacter dans les 24\u00a0h ouvrées.",
};
export const ASSESSMENT_PANEL_TITLE = "Demande reçue avec succès\u00a0!";

/** The shore consultation form (the spec shows no notice for it). */
export const CONSULTATION_SUCCESS: Notice = {
  title: "Demande envoyée avec succès",
  description: "Un expert LIF Shore vous recontacte sous 24\u00a0h ouvrées.",
};
export const CONSULTATION_FAILURE: Notice = {
  title: "Échec de l’envoi",
  description: `Votre demande n’a pas pu être envoyée. Veuillez réessayer plus tard ou nous écrire à ${SITE.email}.`,
};

/** The guide download form. */
export const GUIDE_FAILURE: Notice = {
  title: "Échec de l’envoi",
  description: `Votre demande de guide n’a pas pu être envoyée. Veuillez réessayer plus tard ou nous écrire à ${SITE.email}.`,
};

/** EmailJS refuses template variables over about 50 KB (HTTP 413): a CV can exceed that. */
export const FILE_TOO_LARGE_FOR_SERVICE: Notice = {
  title: "Fichier non transmis",
  description: `Votre CV est trop volumineux pour notre service d’envoi et n’a pas pu être transmis. Envoyez-le à ${SITE.email}\u00a0; vos réponses sont conservées dans le formulaire.`,
};

/** `navigator.onLine === false`: nothing is attempted and nothing typed is lost. */
export const OFFLINE: Notice = {
  title: "Vous êtes hors ligne",
  description:
    "Votre message n’a pas été envoyé. Vérifiez votre connexion puis réessayez\u00a0: vos réponses sont conservées.",
};

/** With JavaScript off a form cannot send: it says so around the contact e-mail and phone number. */
export const NO_SCRIPT = {
  before: "Ce formulaire a besoin de JavaScript, désactivé dans votre navigateur. Écrivez-nous à ",
  between: " ou appelez-nous au ",
  after: ".",
} as const;

export const SUBMITTING_LABEL = "Envoi en cours...";
export const REQUIRED_NOTE = "Champs obligatoires";
