import * as z from "zod";
import { prose } from "./schema-parts";

/**
 * The error page and the not-found page, as the owner edits them in the CMS (content/pages/erreurs.json,
 * « Navigation › Pages d’erreur »). What is not copy stays in app/content/navigation.ts: the error page's heading,
 * the spec's English « Unexpected Application Error! » (typeset would turn its « ! » into « Error ! »), the
 * address to write to (the settings' e-mail), the not-found page's « 404 » and the page its button opens.
 * Checked by the build and the dev server (scripts/content/copy-files.ts).
 */
export const errorsSchema = z.strictObject({
  error: z.strictObject({
    eyebrow: prose("le petit intitulé au-dessus du titre anglais (« Erreur inattendue »)"),
    text: prose("ce qui s’est passé et quoi faire, en une ou deux phrases"),
    helpBefore: prose(
      "le début de la phrase d’aide, avant l’adresse e-mail (« Si elle se reproduit, écrivez-nous à »)",
    ),
    helpAfter: prose("la fin de la phrase d’aide, après l’adresse e-mail"),
    reload: prose("le texte du bouton qui recharge la page"),
    emailSubject: prose(
      "l’objet du message que le lien e-mail prépare (le site y ajoute l’adresse de la page)",
    ),
    home: prose("le texte du bouton qui ramène à l’accueil"),
    detail: prose("l’intitulé du détail technique (« Détail technique »)"),
  }),
  notFound: z.strictObject({
    title: prose("le titre de l’onglet du navigateur (« Page introuvable | LIF Group »)"),
    description: prose("la description de la page pour les moteurs de recherche, en une phrase"),
    heading: prose("le titre de la page"),
    text: prose("ce que le visiteur peut faire, en une ou deux phrases"),
    home: prose("le texte du bouton qui ramène à l’accueil"),
  }),
});

export type ErrorsFile = z.output<typeof errorsSchema>;
