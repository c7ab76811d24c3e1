import { SITE } from "~/site.config";

/**
 * Every notice the forms show, in one place. Titles and descriptions of the contact, talent and assessment
 * notices are the spec's, word for word; the others (consultation, guide, offline, file too large) are ours.
 */
export type Notice = { title: string; description: string };

const notice = (title: string, description: string): Notice => ({ title, description });

/**
 * Each form's toasts, by form: once the lead is sent (the guide has none: its confirmation says it all), and
 * when sending failed. The consultation's and the guide's are ours (the spec shows none for them).
 */
export const TOASTS = {
  contact: {
    success: notice("Message envoyé avec succès", "Nous vous répondrons dans les plus brefs délais."),
    failure: notice("Échec de l’envoi", "Une erreur est survenue. Veuillez réessayer plus tard."),
  },
  expert: {
    success: notice(
      "Candidature envoyée\u00a0!",
      "Nous avons bien reçu votre candidature et reviendrons vers vous rapidement.",
    ),
    failure: notice(
      "Erreur de transmission",
      "Une erreur est survenue lors de l’envoi de votre candidature. Veuillez réessayer ultérieurement.",
    ),
  },
  client: {
    success: notice(
      "Demande envoyée\u00a0!",
      "Nous avons bien reçu votre demande et reviendrons vers vous rapidement.",
    ),
    failure: notice(
      "Erreur de transmission",
      "Une erreur est survenue lors de l’envoi de votre demande. Veuillez réessayer ultérieurement.",
    ),
  },
  assessment: {
    success: notice(
      "Demande envoyée avec succès\u00a0!",
      "Un de nos experts va vous contacter dans les 24\u00a0h ouvrées.",
    ),
    failure: notice(
      "Une erreur est survenue",
      "Veuillez réessayer ultérieurement ou nous contacter directement.",
    ),
  },
  consultation: {
    success: notice(
      "Demande envoyée avec succès",
      "Un expert LIF Shore vous recontacte sous 24\u00a0h ouvrées.",
    ),
    failure: notice(
      "Échec de l’envoi",
      `Votre demande n’a pas pu être envoyée. Veuillez réessayer plus tard ou nous écrire à ${SITE.email}.`,
    ),
  },
  guide: {
    failure: notice(
      "Échec de l’envoi",
      `Votre demande de guide n’a pas pu être envoyée. Veuillez réessayer plus tard ou nous écrire à ${SITE.email}.`,
    ),
  },
} as const satisfies Record<string, { success?: Notice; failure: Notice }>;

export const FORM_INCOMPLETE: Notice = notice(
  "Erreur de formulaire",
  "Veuillez remplir tous les champs et accepter les conditions RGPD.",
);

// The CV's inline errors and hint live with the file checks, in cv-file.ts; field errors in rules.ts.

export const ASSESSMENT_PANEL_TITLE = "Demande reçue avec succès\u00a0!";

/** `navigator.onLine === false`: nothing is attempted and nothing typed is lost. */
export const OFFLINE: Notice = notice(
  "Vous êtes hors ligne",
  "Votre message n’a pas été envoyé. Vérifiez votre connexion puis réessayez\u00a0: vos réponses sont conservées.",
);

/** With JavaScript off a form cannot send: it says so around the contact e-mail and phone number. */
export const NO_SCRIPT = {
  before: "Ce formulaire a besoin de JavaScript, désactivé dans votre navigateur. Écrivez-nous à ",
  between: " ou appelez-nous au ",
  after: ".",
} as const;

/**
 * The confirmation that takes a form's place once the lead is sent (LeadConfirmation): its title, what was
 * sent, what happens next and by when, and the button back to an empty form. Titles are the spec's success
 * toasts where it has one.
 */
export type SentCopy = { title: string; what: string; next: string; another: string };

/** Each form's confirmation, by form. */
export const SENT_COPY = {
  contact: {
    title: TOASTS.contact.success.title,
    what: "Votre message est entre les mains de notre équipe.",
    next: "Nous vous répondrons dans les plus brefs délais, sous 24\u00a0h ouvrées, à l’adresse indiquée.",
    another: "Envoyer un autre message",
  },
  expert: {
    title: TOASTS.expert.success.title,
    what: "Votre candidature est transmise à l’équipe LIF Talent.",
    next: "Nous étudions votre profil et vous répondons sous 48\u00a0h. Un e-mail de confirmation vous est envoyé.",
    another: "Envoyer une autre candidature",
  },
  client: {
    title: TOASTS.client.success.title,
    what: "Votre besoin est transmis à l’équipe LIF Talent.",
    next: "Nous revenons vers vous sous 24\u00a0h ouvrées. Un e-mail de confirmation vous est envoyé.",
    another: "Envoyer une autre demande",
  },
  consultation: {
    title: TOASTS.consultation.success.title,
    what: "Votre demande de consultation est transmise à l’équipe LIF Shore.",
    next: TOASTS.consultation.success.description,
    another: "Envoyer une autre demande",
  },
} as const satisfies Record<string, SentCopy>;

/**
 * The guide's confirmation: the guide is there to download; the team may write to the address given. A
 * colleague's request starts again from an empty form.
 */
export const guideSent = (guideTitle: string, email: string): SentCopy => ({
  title: "Demande reçue, merci\u00a0!",
  what: `Le guide «\u00a0${guideTitle}\u00a0» est à vous\u00a0: téléchargez-le ci-dessous.`,
  next: `Notre équipe a bien reçu votre demande et pourra vous écrire à l’adresse ${email} pour échanger sur votre projet.`,
  another: "Envoyer une autre demande",
});

/** The assessment's confirmation: what happens next is the page's own text. */
export const assessmentSent = (next: string): SentCopy => ({
  title: ASSESSMENT_PANEL_TITLE,
  what: "Votre demande d’évaluation est transmise à nos experts.",
  next,
  another: "Faire une autre demande",
});

/** The reference line of a confirmation. */
export const REFERENCE_LABEL = "Votre référence";
export const REFERENCE_HINT = "Rappelez-la si vous nous écrivez ou nous appelez.";

/** A chosen CV left out because the EmailJS plan does not attach a file that large. */
export function cvLeftOutNotice(reference: string, confirmationEmail: boolean): string {
  return confirmationEmail
    ? "Votre CV était trop volumineux pour être joint\u00a0: répondez à l’e-mail de confirmation en y joignant votre CV, nous l’ajouterons à votre candidature."
    : `Votre CV était trop volumineux pour être joint\u00a0: envoyez-le à ${SITE.email} en rappelant la référence ${reference}.`;
}
/** The same, as the confirmation e-mail's `cv_note`. */
export const cvNoteForVisitor = (reference: string) =>
  `Votre CV était trop volumineux pour être joint à votre envoi. Répondez à cet e-mail en y joignant votre CV\u00a0: nous l’ajouterons à votre dossier ${reference}.`;
/** The same, as the team's `cv_note`. */
export const cvNoteForTeam = (name: string, confirmationEmail: boolean) =>
  `CV «\u00a0${name}\u00a0» non joint (trop volumineux pour le service d’envoi)\u00a0: ${
    confirmationEmail
      ? "la personne est invitée à l’envoyer en réponse à l’e-mail de confirmation."
      : `la personne est invitée à l’envoyer à ${SITE.email} avec la référence.`
  }`;

/** The failure that stays in the form's place (LeadFailureNotice) beside the toast. */
export const FAILED = {
  title: "Votre demande n’est pas partie",
  text: "Vos réponses restent dans le formulaire\u00a0: réessayez dans un instant, ou envoyez-les par e-mail, déjà rédigées.",
  mailLink: "Nous écrire",
} as const;

export const SUBMITTING_LABEL = "Envoi en cours...";
export const REQUIRED_NOTE = "Champs obligatoires";
