import * as z from "zod";
import { FORM_NAMES } from "~/forms/shared/form-copy";
import { MESSAGE_NAMES, type MessageName } from "~/forms/shared/message-names";
import { prose, specWording } from "../schema-parts";
import { quotesDelay } from "./form-parts";

/**
 * content/formulaires/messages.json (« Formulaires › Messages des formulaires »): the words every form shares,
 * read by app/forms/shared/messages-file.ts. What stays code: the limits (NAME_MAX…), when each message shows,
 * the EmailJS parameters' names, the honeypot's label (no person sees it).
 *
 * Texts of the spec (/work/shared/spec/site-spec.md: the toasts, the validation messages, « Envoi en cours... »,
 * the CV's two errors) are `specWording`: another wording stops the build. Where the site already writes the
 * spec's text with a space the spec leaves out (« 24 h », « 5 MB »), the expected text is the site's.
 *
 * Besides the forms' facts (FORM_NAMES: {e-mail-contact}…), a message may quote the names of one send that its
 * function fills (app/forms/shared/message-names.ts), each only where it is filled: `own` below.
 */

/** The names of one send a text quotes, by the `{name}` syntax the reader fills. */
const quotedNames = (text: string) =>
  [...text.matchAll(/\{([^{}]*)\}/g)].map(([, name]) => (name ?? "").trim());

const listed = (names: readonly string[]) => names.map((name) => `{${name}}`).join(", ");

/** A text that may quote, besides the forms' facts, only the names of one send in `own`. */
const text = (what: string, own: readonly MessageName[] = []) =>
  prose(what).superRefine((value, context) => {
    for (const name of quotedNames(value))
      if ((MESSAGE_NAMES as readonly string[]).includes(name) && !own.includes(name as MessageName))
        context.addIssue({
          code: "custom",
          message: `{${name}} n’a pas de valeur dans ce texte : retirez-le${
            own.length > 0
              ? ` (ce texte connaît ${listed(own)}, en plus de ${listed(Object.keys(FORM_NAMES))})`
              : ""
          }`,
        });
  });

const notice = (what: string) =>
  z.strictObject({ title: text(`le titre ${what}`), description: text(`le texte ${what}`) });

const specNotice = (what: string, title: string, description: string) =>
  z.strictObject({
    title: specWording(`le titre ${what}`, title),
    description: specWording(`le texte ${what}`, description),
  });

const tooLong = (field: string) =>
  text(`le message d’un champ « ${field} » trop long, qui cite {max}, le nombre de caractères permis`, [
    "max",
  ]);

export const messagesSchema = z.strictObject({
  toasts: z.strictObject({
    contact: z.strictObject({
      success: specNotice(
        "de l’annonce d’un message envoyé",
        "Message envoyé avec succès",
        "Nous vous répondrons dans les plus brefs délais.",
      ),
      failure: specNotice(
        "de l’annonce d’un message qui n’a pas pu partir",
        "Échec de l'envoi",
        "Une erreur est survenue. Veuillez réessayer plus tard.",
      ),
    }),
    expert: z.strictObject({
      success: specNotice(
        "de l’annonce d’une candidature envoyée",
        "Candidature envoyée !",
        "Nous avons bien reçu votre candidature et reviendrons vers vous rapidement.",
      ),
      failure: specNotice(
        "de l’annonce d’une candidature qui n’a pas pu partir",
        "Erreur de transmission",
        "Une erreur est survenue lors de l'envoi de votre candidature. Veuillez réessayer ultérieurement.",
      ),
    }),
    client: z.strictObject({
      success: specNotice(
        "de l’annonce d’une demande d’entreprise envoyée",
        "Demande envoyée !",
        "Nous avons bien reçu votre demande et reviendrons vers vous rapidement.",
      ),
      failure: specNotice(
        "de l’annonce d’une demande d’entreprise qui n’a pas pu partir",
        "Erreur de transmission",
        "Une erreur est survenue lors de l'envoi de votre demande. Veuillez réessayer ultérieurement.",
      ),
    }),
    assessment: z.strictObject({
      success: specNotice(
        "de l’annonce d’une demande d’évaluation envoyée",
        "Demande envoyée avec succès !",
        "Un de nos experts va vous contacter dans les 24 h ouvrées.",
      ),
      failure: specNotice(
        "de l’annonce d’une demande d’évaluation qui n’a pas pu partir",
        "Une erreur est survenue",
        "Veuillez réessayer ultérieurement ou nous contacter directement.",
      ),
    }),
    consultation: z.strictObject({
      // Not the spec's text: LIF Shore's reply delay is the group's delay for a request, quoted by its name.
      success: z.strictObject({
        title: text("le titre de l’annonce d’une demande de consultation envoyée"),
        description: quotesDelay(
          text("le texte de l’annonce d’une demande de consultation envoyée, qui cite {delai-reponse}"),
          "delai-reponse",
        ),
      }),
      failure: notice("de l’annonce d’une demande de consultation qui n’a pas pu partir"),
    }),
    guide: z.strictObject({ failure: notice("de l’annonce d’une demande de guide qui n’a pas pu partir") }),
  }),
  formIncomplete: specNotice(
    "de l’annonce d’un formulaire incomplet",
    "Erreur de formulaire",
    "Veuillez remplir tous les champs et accepter les conditions RGPD.",
  ),
  offline: notice("de l’annonce d’un envoi impossible hors ligne"),
  noScript: text(
    "la phrase montrée sans JavaScript, qui cite {e-mail-contact} puis {telephone} (le site en fait des liens)",
  ).refine(
    (value) => {
      const names = quotedNames(value);
      return (
        names.filter((name) => name === "e-mail-contact").length === 1 &&
        names.filter((name) => name === "telephone").length === 1 &&
        value.indexOf("{e-mail-contact}") < value.indexOf("{telephone}")
      );
    },
    { error: "citez {e-mail-contact} puis {telephone}, une fois chacun : le site en fait des liens" },
  ),
  sent: z.strictObject({
    contact: z.strictObject({
      what: text("ce qui a été transmis (confirmation du formulaire de contact)"),
      next: text("ce qui se passe ensuite et quand (confirmation du formulaire de contact)"),
      another: text("le bouton qui rouvre le formulaire de contact vide"),
    }),
    expert: z.strictObject({
      what: text("ce qui a été transmis (confirmation d’une candidature)"),
      next: quotesDelay(
        text(
          "ce qui se passe ensuite et quand (confirmation d’une candidature), qui cite {delai-candidature}",
        ),
        "delai-candidature",
      ),
      another: text("le bouton qui rouvre le formulaire de candidature vide"),
    }),
    client: z.strictObject({
      what: text("ce qui a été transmis (confirmation d’une demande d’entreprise)"),
      next: text("ce qui se passe ensuite et quand (confirmation d’une demande d’entreprise)"),
      another: text("le bouton qui rouvre le formulaire de demande vide"),
    }),
    consultation: z.strictObject({
      what: text("ce qui a été transmis (confirmation d’une demande de consultation)"),
      another: text("le bouton qui rouvre le formulaire de consultation vide"),
    }),
    guide: z.strictObject({
      title: text("le titre de la confirmation d’une demande de guide"),
      what: text("ce qui a été transmis, qui peut citer {titre-guide}", ["titre-guide"]),
      next: text("ce que fera l’équipe, qui peut citer {e-mail-visiteur}", ["e-mail-visiteur"]),
      another: text("le bouton qui rouvre le formulaire de guide vide"),
    }),
    assessment: z.strictObject({
      title: specWording(
        "le titre de la confirmation d’une demande d’évaluation",
        "Demande reçue avec succès !",
      ),
      what: text("ce qui a été transmis (confirmation d’une demande d’évaluation)"),
      another: text("le bouton qui rouvre le formulaire d’évaluation vide"),
    }),
  }),
  reference: z.strictObject({
    label: text("l’intitulé de la référence de la demande"),
    hint: text("ce que le visiteur fait de sa référence, après elle"),
  }),
  failed: z.strictObject({
    title: text("le titre de l’encadré d’un envoi qui a échoué"),
    text: text("ce que le visiteur peut faire, après sa référence"),
    mailLink: text("le lien qui prépare un e-mail avec ses réponses"),
  }),
  submitting: specWording("le texte du bouton pendant l’envoi", "Envoi en cours..."),
  requiredNote: text("ce que veut dire l’astérisque des champs obligatoires"),
  labels: z.strictObject({
    firstName: text("l’intitulé du champ du prénom"),
    lastName: text("l’intitulé du champ du nom"),
    fullName: text("l’intitulé du champ du nom et prénom (formulaires LIF Shore)"),
    email: text("l’intitulé du champ de l’adresse e-mail"),
    phone: text("l’intitulé du champ du téléphone"),
    company: text("l’intitulé du champ de l’entreprise"),
    position: text("l’intitulé du champ de la fonction"),
    message: text("l’intitulé du champ du message"),
    cv: text("l’intitulé du champ du CV"),
  }),
  consent: z.strictObject({
    before: text("les mots entre l’accord et le lien (« conformément à la »)"),
    link: text("le texte du lien vers la politique de confidentialité"),
  }),
  validation: z.strictObject({
    firstName: specWording("le message d’un prénom manquant", "Le prénom est obligatoire"),
    lastName: specWording("le message d’un nom manquant", "Le nom est obligatoire"),
    fullName: text("le message d’un nom et prénom manquant"),
    email: specWording("le message d’une adresse e-mail invalide", "Email invalide"),
    phone: specWording("le message d’un téléphone invalide", "Numéro de téléphone invalide"),
    company: text("le message d’une entreprise manquante"),
    message: specWording(
      "le message d’un message trop court",
      "Veuillez entrer un message d'au moins 10 caractères",
    ),
    messageRequired: text("le message d’un message manquant (formulaires LIF Talent)"),
    consent: text("le message d’un accord non coché"),
    cv: text("le message d’un CV manquant"),
    firstNameTooLong: tooLong("Prénom"),
    lastNameTooLong: tooLong("Nom"),
    fullNameTooLong: tooLong("Nom et prénom"),
    emailTooLong: tooLong("E-mail"),
    phoneTooLong: tooLong("Téléphone"),
    companyTooLong: tooLong("Entreprise"),
    positionTooLong: tooLong("Fonction"),
    messageTooLong: tooLong("Message"),
  }),
  cv: z.strictObject({
    hint: text("l’aide sous le champ du CV, qui cite {taille}", ["taille"]),
    overAttachment: text("la note sous un CV trop gros pour être joint, qui cite {taille}", ["taille"]),
    tooLarge: specWording(
      "l’erreur d’un fichier de plus de 5 Mo",
      "Le fichier est trop volumineux. Taille maximum : 5 MB.",
    ),
    badFormat: specWording(
      "l’erreur d’un fichier d’un autre format",
      "Format de fichier non supporté. Merci d'utiliser PDF ou DOCX.",
    ),
    leftOutWithConfirmation: text(
      "la note d’un CV non joint, quand le visiteur reçoit un e-mail de confirmation",
    ),
    leftOutWithoutConfirmation: text(
      "la note d’un CV non joint, sans e-mail de confirmation, qui cite {reference}",
      ["reference"],
    ),
    visitorEmailNote: text("la note d’un CV non joint dans l’e-mail de confirmation, qui cite {reference}", [
      "reference",
    ]),
    teamNoteWithConfirmation: text(
      "la note d’un CV non joint dans l’e-mail de l’équipe, qui cite {nom-fichier}",
      ["nom-fichier"],
    ),
    teamNoteWithoutConfirmation: text(
      "la note d’un CV non joint dans l’e-mail de l’équipe, sans e-mail de confirmation, qui cite {nom-fichier}",
      ["nom-fichier"],
    ),
  }),
  filePicker: z.strictObject({
    choose: text("le bouton qui choisit un fichier"),
    change: text("le bouton qui change le fichier choisi"),
    none: text("ce qui s’affiche sans fichier choisi"),
    remove: text("le bouton qui retire le fichier choisi"),
    removeWhat: text("ce que les lecteurs d’écran entendent après « Retirer », qui cite {nom-fichier}", [
      "nom-fichier",
    ]),
    drop: text("l’invitation à glisser un fichier"),
  }),
  recovery: z.strictObject({
    subject: text("l’objet de l’e-mail préparé, qui cite {reference}", ["reference"]),
    greeting: text("la formule d’appel de l’e-mail préparé"),
    intro: text("la phrase avant les réponses, qui cite {page}", ["page"]),
    reference: text("la ligne de la référence à la fin, qui cite {reference}", ["reference"]),
  }),
  team: z.strictObject({
    notProvided: text("ce que lit l’équipe pour un champ facultatif laissé vide"),
    visitNotKept: text("ce que lit l’équipe quand la visite n’a pas été mesurée"),
    landing: text("la ligne de la page d’arrivée, qui cite {page}", ["page"]),
    referrer: text("la ligne du site d’origine, qui cite {site-origine}", ["site-origine"]),
    noReferrer: text("le site d’origine d’une visite directe"),
  }),
});

export type MessagesFile = z.output<typeof messagesSchema>;

/** The names the build checks the file with: the forms' facts, and the names of one send, kept as written. */
export const MESSAGES_CHECK_VALUES: Readonly<Record<string, string>> = {
  ...FORM_NAMES,
  ...Object.fromEntries(MESSAGE_NAMES.map((name) => [name, `{${name}}`])),
};
