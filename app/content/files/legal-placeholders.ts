import { copyPlaceholderValues } from "~/content/placeholders";
import {
  DECLARATION_SENTENCE,
  QUALIOPI_CERTIFICATE_SENTENCE,
  QUALIOPI_MANDATORY_SENTENCE,
} from "~/facts/form";
import { SUPERVISED_FROM } from "~/facts/group";
import { DATA_DESTINATIONS, RETENTION } from "~/facts/privacy";
import { CONSENT_DATE_KEY, CONSENT_KEY, CONSENT_MAX_AGE_MONTHS } from "~/lib/consent";
import { listFr } from "~/lib/french";
import type { Variant } from "~/pages";
import { orPending, SITE } from "~/site.config";

/**
 * The names a legal page's file may quote besides the facts' (app/content/placeholders.ts): the settings'
 * identifiers (content/settings.json, « Réglages du site »), the privacy facts (content/faits/
 * donnees-personnelles.json), the consent cookie's name and lifetime. Written once at their source, so a legal
 * text never freezes an identifier: one the owner has not supplied yet prints the site's pending marker
 * (« en cours d’attribution », orPending) and the launch gate, which reads the settings, still waits for it.
 * Offered to the legal pages only: a testimonial has no use for a SIRET. The `-lien` names are a whole link
 * written as the legal texts write links (./inline-markup.ts). docs/editing.md lists them for editors.
 */

const { legal } = SITE;
const HEAD_OFFICE = `${SITE.addresses.paris.street}, ${SITE.addresses.paris.city}, ${SITE.addresses.paris.country}`;

/** A phone number as a link; its spaces do not break, so the number never splits across two lines. */
const phoneLink = (phone: string) => `[${phone.replace(/ /g, "\u00a0")}](tel:${phone.replace(/\s/g, "")})`;

/** A number of years or months as the legal texts print it (« 3 ans », ordinary space). */
const years = (count: number) => `${count} ans`;
const months = (count: number) => `${count} mois`;

export const LEGAL_PLACEHOLDERS: Readonly<Record<string, { value: string; what: string }>> = {
  "email-lien": {
    value: `[${SITE.email}](mailto:${SITE.email})`,
    what: "l’adresse e-mail de contact, en lien",
  },
  "telephone-lien": { value: phoneLink(SITE.phone), what: "le numéro de téléphone, en lien" },
  horaires: { value: SITE.hours, what: "les horaires d’ouverture" },
  entite: { value: legal.entityName, what: "la dénomination sociale" },
  "forme-juridique": { value: legal.legalForm, what: "la forme juridique, avec sa majuscule" },
  "forme-juridique-minuscules": {
    value: legal.legalForm.toLowerCase(),
    what: "la forme juridique en minuscules, dans une phrase",
  },
  "capital-social": { value: orPending(legal.shareCapital), what: "le capital social" },
  rcs: { value: orPending(legal.rcs), what: "l’immatriculation au RCS" },
  siret: { value: orPending(legal.siret), what: "le numéro SIRET" },
  tva: { value: orPending(legal.vatFr), what: "le numéro de TVA intracommunautaire" },
  siege: { value: HEAD_OFFICE, what: "l’adresse du siège sur une ligne" },
  "directeur-publication": { value: legal.publicationDirector, what: "le directeur de la publication" },
  "entite-belgique": { value: legal.belgium.entityName, what: "la dénomination de l’entité belge" },
  bce: { value: orPending(legal.belgium.bce), what: "le numéro d’entreprise belge (BCE)" },
  "tva-belgique": { value: orPending(legal.belgium.vat), what: "le numéro de TVA belge" },
  "siege-belgique": { value: legal.belgium.address, what: "l’adresse de l’entité belge" },
  hebergeur: { value: orPending(legal.host.name), what: "le nom de l’hébergeur" },
  "hebergeur-adresse": { value: orPending(legal.host.address), what: "l’adresse de l’hébergeur" },
  "hebergeur-telephone-lien": {
    value: legal.host.phone ? phoneLink(legal.host.phone) : orPending(null),
    what: "le téléphone de l’hébergeur, en lien",
  },
  "declaration-activite": {
    value: DECLARATION_SENTENCE,
    what: "la phrase de la déclaration d’activité de LIF Form",
  },
  "qualiopi-obligation": {
    value: QUALIOPI_MANDATORY_SENTENCE,
    what: "la phrase de la certification Qualiopi, sans point final",
  },
  "qualiopi-certificat": {
    value: QUALIOPI_CERTIFICATE_SENTENCE,
    what: "les phrases du certificat Qualiopi (numéro, certificateur, validité)",
  },
  supervision: { value: SUPERVISED_FROM, what: "la ville d’où les équipes sont supervisées" },
  "pays-recruteurs": {
    value: listFr(DATA_DESTINATIONS.recruitmentPresence),
    what: "les pays où travaillent des recruteurs du groupe",
  },
  "pays-structures": {
    value: listFr(DATA_DESTINATIONS.groupEntities),
    what: "les pays des structures sœurs du groupe",
  },
  "duree-prospects": {
    value: years(RETENTION.prospectYearsAfterLastContact),
    what: "la conservation des données d’un prospect après le dernier contact",
  },
  "duree-clients": {
    value: years(RETENTION.clientYearsAfterRelationship),
    what: "la conservation des données d’un client après la relation",
  },
  "duree-candidats": {
    value: years(RETENTION.candidateYearsAfterLastContact),
    what: "la conservation des données d’un candidat après le dernier contact",
  },
  "duree-apprenants": {
    value: years(RETENTION.learnerRecordsYearsAfterTraining),
    what: "la conservation du dossier d’un apprenant après la formation",
  },
  "duree-comptabilite": {
    value: years(RETENTION.accountingYears),
    what: "la conservation des pièces comptables",
  },
  "duree-navigation": {
    value: months(RETENTION.browsingMonths),
    what: "la conservation des données de navigation",
  },
  "duree-choix-cookies": {
    value: months(CONSENT_MAX_AGE_MONTHS),
    what: "la durée pendant laquelle le choix en matière de cookies est gardé",
  },
  "cle-consentement": { value: CONSENT_KEY, what: "le nom sous lequel le navigateur garde ce choix" },
  "cle-date-consentement": { value: CONSENT_DATE_KEY, what: "le nom sous lequel il garde sa date" },
};

/** Worded per site: the legal notice names the domain the visitor is on. */
export const LEGAL_VARIANT_PLACEHOLDERS: Readonly<
  Record<string, { value: Readonly<Record<Variant, string>>; what: string }>
> = {
  domaine: {
    value: {
      fr: SITE.origins.fr.replace(/^https?:\/\//, ""),
      be: SITE.origins.be.replace(/^https?:\/\//, ""),
    },
    what: "l’adresse du site que le visiteur lit (www.lif-group.fr ou .be)",
  },
};

/** Every name a legal page may quote, with the value the given site shows. */
export function legalPlaceholderValues(variant: Variant): Readonly<Record<string, string>> {
  return {
    ...copyPlaceholderValues(variant),
    ...Object.fromEntries(Object.entries(LEGAL_PLACEHOLDERS).map(([name, { value }]) => [name, value])),
    ...Object.fromEntries(
      Object.entries(LEGAL_VARIANT_PLACEHOLDERS).map(([name, { value }]) => [name, value[variant]]),
    ),
  };
}
