import { fill } from "./message-names";
import { MESSAGES_COPY } from "./messages-file";
import { SITE_CONTACT } from "./site-contact";

/**
 * Every notice the forms show, in one place, read from content/formulaires/messages.json (./messages-file.ts).
 * Titles and descriptions of the contact, talent and assessment notices are the spec's, word for word (the
 * file's schema refuses another wording); the others (consultation, guide, offline, file too large) are ours.
 */
export type Notice = { title: string; description: string };

const { toasts, sent, cv } = MESSAGES_COPY;

/**
 * Each form's toasts, by form: once the lead is sent (the guide has none: its confirmation says it all), and
 * when sending failed. The consultation's and the guide's are ours (the spec shows none for them).
 */
export const TOASTS = toasts satisfies Record<string, { success?: Notice; failure: Notice }>;

export const FORM_INCOMPLETE: Notice = MESSAGES_COPY.formIncomplete;

// The CV's inline errors and hint live with the file checks, in cv-file.ts; field errors in rules.ts.

export const ASSESSMENT_PANEL_TITLE = sent.assessment.title;

/** `navigator.onLine === false`: nothing is attempted and nothing typed is lost. */
export const OFFLINE: Notice = MESSAGES_COPY.offline;

/**
 * With JavaScript off a form cannot send: it says so around the contact e-mail and phone number, which the file's
 * sentence quotes by name (its schema requires both, in this order) and the button's place draws as links.
 */
export const NO_SCRIPT = (() => {
  const [before = "", rest = ""] = MESSAGES_COPY.noScript.split(SITE_CONTACT.email);
  const [between = "", after = ""] = rest.split(SITE_CONTACT.phone);
  return { before, between, after };
})();

/**
 * The confirmation that takes a form's place once the lead is sent (LeadConfirmation): its title, what was
 * sent, what happens next and by when, and the button back to an empty form. Titles are the spec's success
 * toasts where it has one.
 */
export type SentCopy = { title: string; what: string; next: string; another: string };

/** Each form's confirmation, by form. */
export const SENT_COPY = {
  contact: { title: TOASTS.contact.success.title, ...sent.contact },
  expert: { title: TOASTS.expert.success.title, ...sent.expert },
  client: { title: TOASTS.client.success.title, ...sent.client },
  consultation: {
    title: TOASTS.consultation.success.title,
    what: sent.consultation.what,
    next: TOASTS.consultation.success.description,
    another: sent.consultation.another,
  },
} as const satisfies Record<string, SentCopy>;

/**
 * The guide's confirmation: the guide is there to download; the team may write to the address given. A
 * colleague's request starts again from an empty form.
 */
export const guideSent = (guideTitle: string, email: string): SentCopy => ({
  title: sent.guide.title,
  what: fill(sent.guide.what, { "titre-guide": guideTitle }),
  next: fill(sent.guide.next, { "e-mail-visiteur": email }),
  another: sent.guide.another,
});

/** The assessment's confirmation: what happens next is the page's own text. */
export const assessmentSent = (next: string): SentCopy => ({
  title: ASSESSMENT_PANEL_TITLE,
  what: sent.assessment.what,
  next,
  another: sent.assessment.another,
});

/** The reference line of a confirmation. */
export const REFERENCE_LABEL = MESSAGES_COPY.reference.label;
export const REFERENCE_HINT = MESSAGES_COPY.reference.hint;

/** A chosen CV left out because the EmailJS plan does not attach a file that large. */
export function cvLeftOutNotice(reference: string, confirmationEmail: boolean): string {
  return confirmationEmail ? cv.leftOutWithConfirmation : fill(cv.leftOutWithoutConfirmation, { reference });
}
/** The same, as the confirmation e-mail's `cv_note`. */
export const cvNoteForVisitor = (reference: string) => fill(cv.visitorEmailNote, { reference });
/** The same, as the team's `cv_note`. */
export const cvNoteForTeam = (name: string, confirmationEmail: boolean) =>
  fill(confirmationEmail ? cv.teamNoteWithConfirmation : cv.teamNoteWithoutConfirmation, {
    "nom-fichier": name,
  });

/** The failure that stays in the form's place (LeadFailureNotice) beside the toast. */
export const FAILED = MESSAGES_COPY.failed;

export const SUBMITTING_LABEL = MESSAGES_COPY.submitting;
export const REQUIRED_NOTE = MESSAGES_COPY.requiredNote;
