import type { LegalBlock, LegalDocument, Segment } from "~/components/legal/types";
import {
  DECLARATION_SENTENCE,
  QUALIOPI_CERTIFICATE_SENTENCE,
  QUALIOPI_MANDATORY_SENTENCE,
} from "~/facts/form";
import { VARIANT } from "~/lib/variant";
import { orPending, SITE } from "~/site.config";
import { EMAIL_LINK, HEAD_OFFICE, legalHead } from "./common";

const { legal } = SITE;
/** The domain of this build's variant, as visitors read it. */
const DOMAIN = SITE.origins[VARIANT].replace(/^https?:\/\//, "");

/** A phone number as a link; its spaces do not break, so the number never splits across two lines. */
const tel = (phone: string): Segment => ({
  text: phone.replace(/ /g, "\u00a0"),
  href: `tel:${phone.replace(/\s/g, "")}`,
});

const PUBLISHER: readonly LegalBlock[] = [
  { kind: "paragraph", text: `Le site ${DOMAIN} est édité par\u00a0:` },
  {
    kind: "facts",
    items: [
      { label: "Dénomination sociale", value: legal.entityName },
      { label: "Forme juridique", value: legal.legalForm },
      { label: "Capital social", value: orPending(legal.shareCapital) },
      { label: "Immatriculation", value: orPending(legal.rcs) },
      { label: "SIRET", value: orPending(legal.siret) },
      { label: "TVA intracommunautaire", value: orPending(legal.vatFr) },
      { label: "Siège social", value: HEAD_OFFICE },
      { label: "Téléphone", value: [tel(SITE.phone)] },
      { label: "Adresse électronique", value: [EMAIL_LINK] },
    ],
  },
];

/** On the Belgian site, the Belgian entity is named too, with its company and VAT numbers. */
const BELGIAN_ENTITY: readonly LegalBlock[] = [
  { kind: "paragraph", text: "Les activités du groupe en Belgique sont exercées par\u00a0:" },
  {
    kind: "facts",
    items: [
      { label: "Dénomination sociale", value: legal.belgium.entityName },
      { label: "Numéro d’entreprise (BCE)", value: orPending(legal.belgium.bce) },
      { label: "Numéro de TVA", value: orPending(legal.belgium.vat) },
      { label: "Siège", value: legal.belgium.address },
    ],
  },
];

export const legalNotice: LegalDocument = {
  ...legalHead("legalNotice"),
  sections: [
    {
      id: "editeur",
      title: "Éditeur du site",
      blocks: VARIANT === "be" ? [...PUBLISHER, ...BELGIAN_ENTITY] : PUBLISHER,
    },
    {
      id: "directeur-de-la-publication",
      title: "Directeur de la publication",
      blocks: [
        {
          kind: "paragraph",
          text: `Le directeur de la publication, au sens de la loi n°\u00a02004-575 du 21 juin 2004 pour la confiance dans l’économie numérique, est ${legal.publicationDirector}.`,
        },
        {
          kind: "paragraph",
          text: [{ text: "Il peut être contacté à l’adresse " }, EMAIL_LINK, { text: "." }],
        },
      ],
    },
    {
      id: "hebergement",
      title: "Hébergement",
      blocks: [
        { kind: "paragraph", text: "Le site est hébergé par\u00a0:" },
        {
          kind: "facts",
          items: [
            { label: "Hébergeur", value: orPending(legal.host.name) },
            { label: "Adresse", value: orPending(legal.host.address) },
            { label: "Téléphone", value: legal.host.phone ? [tel(legal.host.phone)] : orPending(null) },
          ],
        },
      ],
    },
    {
      id: "propriete-intellectuelle",
      title: "Propriété intellectuelle",
      blocks: [
        {
          kind: "paragraph",
          text: `L’ensemble des éléments du site (textes, illustrations, cartes, logos, marques LIF Group, LIF Shore, LIF Form et LIF Talent, charte graphique, code) est protégé par le droit d’auteur et le droit des marques. Ces éléments sont la propriété de ${legal.entityName} ou sont utilisés avec l’autorisation de leurs titulaires.`,
        },
        {
          kind: "paragraph",
          text: "Toute reproduction, représentation, adaptation ou exploitation, totale ou partielle, de ces éléments sans autorisation écrite préalable est interdite et constitue une contrefaçon sanctionnée par les articles L. 335-2 et suivants du Code de la propriété intellectuelle.",
        },
        {
          kind: "paragraph",
          text: "La carte de la page Contact est fournie par OpenStreetMap (© les contributeurs d’OpenStreetMap, données sous licence ODbL).",
        },
      ],
    },
    {
      id: "responsabilite",
      title: "Responsabilité",
      blocks: [
        {
          kind: "paragraph",
          text: "Les informations publiées sur le site sont fournies à titre d’information générale et n’ont pas de valeur contractuelle. Les chiffres, délais et résultats présentés sont indicatifs\u00a0; seuls les documents contractuels signés engagent LIF Group.",
        },
        {
          kind: "paragraph",
          text: "LIF Group veille à l’exactitude et à la mise à jour de ces informations et se réserve le droit de les corriger à tout moment. Elle ne saurait être tenue responsable des erreurs ou omissions, d’une indisponibilité temporaire du site ni des dommages résultant d’une intrusion frauduleuse d’un tiers. Il vous appartient de protéger votre équipement contre les virus et autres programmes malveillants.",
        },
      ],
    },
    {
      id: "liens-hypertextes",
      title: "Liens hypertextes",
      blocks: [
        {
          kind: "paragraph",
          text: "Le site contient des liens vers des sites tiers. LIF Group n’exerce aucun contrôle sur ces sites et décline toute responsabilité quant à leur contenu et à leurs pratiques en matière de données personnelles.",
        },
        {
          kind: "paragraph",
          text: "La création d’un lien vers le site est libre, à condition qu’il ouvre une nouvelle fenêtre ou renvoie vers la page concernée, sans intégration du site dans un cadre, et qu’il ne prête à aucune confusion sur l’origine des contenus ni ne porte atteinte à l’image de LIF Group. LIF Group peut demander la suppression de tout lien qui ne respecterait pas ces conditions.",
        },
      ],
    },
    {
      id: "donnees-personnelles",
      title: "Données personnelles et cookies",
      blocks: [
        {
          kind: "paragraph",
          text: [
            {
              text: "Les traitements de données personnelles réalisés au moyen du site, les durées de conservation, l’usage des cookies et la manière d’exercer vos droits sont décrits dans notre ",
            },
            { text: "politique de confidentialité", href: "/politique-confidentialite" },
            { text: ". Les mesures de protection mises en œuvre sont présentées dans notre " },
            { text: "politique de sécurité", href: "/politique-de-securite" },
            { text: "." },
          ],
        },
        {
          kind: "paragraph",
          text: "Vous pouvez modifier à tout moment votre choix en matière de cookies au moyen du lien «\u00a0Gestion des cookies\u00a0» situé en pied de page.",
        },
      ],
    },
    {
      id: "organisme-de-formation",
      title: "Organisme de formation",
      blocks: [
        {
          kind: "paragraph",
          text: `LIF Form est l’activité de formation professionnelle de ${legal.entityName}.`,
        },
        {
          kind: "paragraph",
          text: DECLARATION_SENTENCE,
        },
        {
          kind: "paragraph",
          text: `${QUALIOPI_MANDATORY_SENTENCE}. ${QUALIOPI_CERTIFICATE_SENTENCE}`,
        },
      ],
    },
    {
      id: "droit-applicable-et-contact",
      title: "Droit applicable et contact",
      blocks: [
        {
          kind: "paragraph",
          text: "Les présentes mentions légales et l’utilisation du site sont régies par le droit français. À défaut de résolution amiable, tout litige relève des juridictions françaises compétentes, sous réserve des règles impératives applicables aux consommateurs.",
        },
        {
          kind: "paragraph",
          text: [
            { text: "Pour toute question relative au site, écrivez-nous à " },
            EMAIL_LINK,
            { text: ", appelez le " },
            tel(SITE.phone),
            { text: ` (${SITE.hours}) ou adressez un courrier à ${legal.entityName}, ${HEAD_OFFICE}.` },
          ],
        },
      ],
    },
  ],
};
